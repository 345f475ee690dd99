import fc from 'fast-check';

/**
 * Hostile and random text for the forms' fuzz tests (the component tests here and e2e/specs/hostile-input.spec.ts):
 * markup and script, numbers in every notation and script, bidi overrides, huge and empty values, prototype keys.
 */
export const HOSTILE_TEXTS = [
  ' ',
  'x'.repeat(10_000),
  '<img src=x onerror="window.__xss=1">',
  '"><script>window.__xss=1</script>',
  "javascript:window.__xss=1//'",
  '1e18',
  '-1',
  '+1',
  '1e-19',
  '0x10',
  '1,5',
  'Infinity',
  'NaN',
  '0.0000000000000000001',
  '9'.repeat(80),
  '١٢٣',
  '１２３',
  '\u202Egnp.exe',
  '👩‍👩‍👧‍👦',
  '__proto__',
  '{"constructor":{"prototype":{"x":1}}}',
  '%00\u0000',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'.toLowerCase(),
] as const;

/** The hostile texts and 8 random ones, the same on every run (a fixed seed). */
export const HOSTILE_INPUTS: readonly string[] = [
  ...HOSTILE_TEXTS,
  ...fc.sample(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.double().map(String),
      fc.bigInt().map(String),
      fc.stringMatching(/^[+-]?\d{0,30}(\.\d{0,30})?(e[+-]?\d{1,3})?$/),
    ),
    { seed: 20261122, numRuns: 8 },
  ),
];
