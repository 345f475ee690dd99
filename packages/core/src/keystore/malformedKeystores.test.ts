import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { KeystoreError, type KeystoreErrorCode } from '../errors/KeystoreError.ts';
import { decryptKeystore } from './decryptKeystore.ts';
import { deriveKeystoreKey } from './deriveKeystoreKey.ts';
import { encryptKeystore } from './encryptKeystore.ts';
import { KDF_LIMITS } from './KDF_LIMITS.ts';

// The real KDF, watched: what a file costs to refuse is which key derivations it was given.
vi.mock('./deriveKeystoreKey.ts', async (load) => {
  const real = await load<typeof import('./deriveKeystoreKey.ts')>();
  return { deriveKeystoreKey: vi.fn(real.deriveKeystoreKey) };
});

// docs/wallets.md#keystore-files: 200+ malformed keystore files. Each must be refused with the documented
// text, and no file may make the KDF run at more than the small-N keystore's cost: files refused on parsing
// or parameters never reach it, and those that do (wrong MAC, tampered bytes) are built on a small-N keystore
// so the suite stays fast. The real N=2^18 cost and the speed of a refusal are measured by the bench.

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const PASSWORD = 'Correct horse 1!';
const SMALL = { n: 1024, r: 8, p: 1 };
const BAD = 'Bad keystore file or password.';
const NOT_JSON = 'Not valid JSON file.';
const UNSAFE =
  'This keystore file asks for key derivation parameters that are too expensive to be safe, so it was not opened.';
const SEED = 9;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Case {
  label: string;
  file: string;
  password?: string;
  /** Codes the case may end with; each maps to one message in KeystoreError. */
  codes: KeystoreErrorCode[];
}

const MESSAGE: Record<KeystoreErrorCode, string> = {
  KEYSTORE_NOT_JSON: NOT_JSON,
  KEYSTORE_INVALID: BAD,
  KEYSTORE_BAD_PASSWORD: BAD,
  // Not one of the two usual texts: core's deliberate, clearer refusal of a KDF bomb (see KeystoreError).
  KEYSTORE_UNSAFE_PARAMS: UNSAFE,
};

const valid = (await encryptKeystore(KEY, PASSWORD, { scrypt: SMALL })) as unknown as {
  [key: string]: Json;
};
const validText = JSON.stringify(valid);

/** A copy of the valid keystore with the value at `path` replaced, or removed when `value` is undefined. */
function edited(path: string[], value: Json | undefined): string {
  const copy = structuredClone(valid);
  let node: { [key: string]: Json } = copy;
  for (const key of path.slice(0, -1)) node = node[key] as { [key: string]: Json };
  const last = path.at(-1) ?? '';
  if (value === undefined) delete node[last];
  else node[last] = value;
  return JSON.stringify(copy);
}

/** Every field path of the valid keystore, objects included (`crypto`, `crypto.kdfparams`, …). */
function paths(node: Json, prefix: string[] = []): string[][] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [prefix];
  const children = Object.entries(node).flatMap(([key, child]) => paths(child, [...prefix, key]));
  return prefix.length ? [prefix, ...children] : children;
}

/** Flips one hex digit, keeping the string valid hex of the same length: the file parses, the MAC does not match. */
function flipHex(hex: string, at: number): string {
  const digit = Number.parseInt(hex[at] ?? '0', 16);
  return `${hex.slice(0, at)}${((digit + 1) % 16).toString(16)}${hex.slice(at + 1)}`;
}

const expectedForText = (text: string): KeystoreErrorCode[] => {
  try {
    JSON.parse(text);
    return ['KEYSTORE_INVALID'];
  } catch {
    return ['KEYSTORE_NOT_JSON'];
  }
};

// Fields the reader does not need: removing them leaves a file that opens, so they are not malformed.
const OPTIONAL = new Set(['id', 'address']);
const WRONG_TYPES: Json[] = [null, true, 0, -1, 1.5, '', 'zz', '0x', [], {}, ['00'], { n: 1 }];

const truncated: Case[] = Array.from({ length: 40 }, (_, i) => {
  const at = Math.floor((validText.length * i) / 40);
  return {
    label: `truncated at ${at} of ${validText.length}`,
    file: validText.slice(0, at),
    codes: ['KEYSTORE_NOT_JSON'],
  };
});

const junkText: Case[] = fc
  .sample(fc.string({ unit: 'binary', maxLength: 300 }), { seed: SEED, numRuns: 30 })
  .map((file, i) => ({ label: `random text #${i}`, file, codes: expectedForText(file) }));

const randomJson: Case[] = fc
  .sample(fc.jsonValue({ maxDepth: 4 }), { seed: SEED, numRuns: 30 })
  .map((value, i) => ({
    label: `random JSON #${i}`,
    file: JSON.stringify(value),
    codes: ['KEYSTORE_INVALID'],
  }));

const topLevel: Case[] = ['null', 'true', '3', '"keystore"', '[]', `[${validText}]`, '{}', '""'].map(
  (file) => ({
    label: `top-level ${file.slice(0, 20)}`,
    file,
    codes: ['KEYSTORE_INVALID'],
  }),
);

// `address` is optional but, when present, must be 20 bytes of hex; `id` is never read.
const wrongTypes: Case[] = paths(valid)
  .filter((path) => path.join('.') !== 'id')
  .flatMap((path) =>
    WRONG_TYPES.map((value) => ({
      label: `${path.join('.')} = ${JSON.stringify(value)}`,
      file: edited(path, value),
      // An empty salt is still a salt: the KDF runs and the MAC no longer matches.
      codes: ['KEYSTORE_INVALID', 'KEYSTORE_BAD_PASSWORD'] as KeystoreErrorCode[],
    })),
  );

const missing: Case[] = paths(valid)
  .filter((path) => !OPTIONAL.has(path.join('.')))
  .map((path) => ({
    label: `without ${path.join('.')}`,
    file: edited(path, undefined),
    codes: ['KEYSTORE_INVALID'],
  }));

const wrongCipher: Case[] = [
  'aes-128-cbc',
  'aes-256-ctr',
  'AES-128-CTR',
  'aes-128-ctr ',
  'chacha20',
  'none',
].map((cipher) => ({
  label: `cipher ${cipher}`,
  file: edited(['crypto', 'cipher'], cipher),
  codes: ['KEYSTORE_INVALID'],
}));

const wrongKdf: Case[] = ['argon2id', 'SCRYPT', 'pbkdf2', 'pbkdf2-sha512', ''].map((kdf) => ({
  label: `kdf ${kdf || '(empty)'}`,
  file: edited(['crypto', 'kdf'], kdf),
  codes: ['KEYSTORE_INVALID'],
}));

const scryptParams = (params: { [key: string]: Json }) =>
  edited(['crypto', 'kdfparams'], {
    ...(valid.crypto as { kdfparams: { [key: string]: Json } }).kdfparams,
    ...params,
  });

// KDF bombs: refused on their parameters, before any memory is allocated or time spent.
const hugeKdf: Case[] = [
  { n: 2 ** 20, r: 8, p: 1 },
  { n: 2 ** 30, r: 8, p: 1 },
  { n: 2 ** 18, r: 16, p: 1 },
  { n: 2 ** 18, r: 8, p: 4 },
  { n: 2 ** 16, r: 1, p: 1000 },
  { n: 2 ** 10, r: 8, p: 2 ** 20 },
  { n: 2, r: 2 ** 22, p: 1 },
  { n: 2 ** 31, r: 8, p: 1 },
  { n: 2 ** 53, r: 1, p: 1 },
  { n: 1e308, r: 8, p: 1 },
  { n: 1024, r: 8, p: 1, dklen: 1 << 20 },
  { n: 1024, r: 8, p: 1, dklen: 2 ** 40 },
  { n: 1024, r: 8, p: 1, salt: 'ab'.repeat(KDF_LIMITS.maxSaltBytes + 1) },
  { n: 1024, r: 8, p: 1, salt: 'ab'.repeat(5_000_000) },
]
  .map((params) => ({
    label: `scrypt ${JSON.stringify(params).slice(0, 60)}`,
    file: scryptParams(params),
    codes: ['KEYSTORE_UNSAFE_PARAMS', 'KEYSTORE_INVALID'] as KeystoreErrorCode[],
  }))
  .concat(
    [KDF_LIMITS.pbkdf2MaxIterations + 1, 2 ** 40, 1e300].map((c) => ({
      label: `pbkdf2 c=${c}`,
      file: edited(['crypto'], {
        ...(valid.crypto as { [key: string]: Json }),
        kdf: 'pbkdf2',
        kdfparams: { dklen: 32, c, prf: 'hmac-sha256', salt: 'ab' },
      }),
      codes: ['KEYSTORE_UNSAFE_PARAMS', 'KEYSTORE_INVALID'] as KeystoreErrorCode[],
    })),
  );

const cryptoPart = valid.crypto as { mac: string; ciphertext: string };
const wrongMac: Case[] = Array.from({ length: 16 }, (_, i) => ({
  label: `mac digit ${i * 4} changed`,
  file: edited(['crypto', 'mac'], flipHex(cryptoPart.mac, i * 4)),
  codes: ['KEYSTORE_BAD_PASSWORD'],
}));

const tampered: Case[] = Array.from({ length: 8 }, (_, i) => ({
  label: `ciphertext digit ${i * 8} changed`,
  file: edited(['crypto', 'ciphertext'], flipHex(cryptoPart.ciphertext, i * 8)),
  codes: ['KEYSTORE_BAD_PASSWORD'],
}));

const wrongPasswords: Case[] = [
  '',
  'correct horse 1!',
  `${PASSWORD} `,
  'Сorrect horse 1!',
  '🔑'.repeat(1000),
  'x'.repeat(100_000),
].map((password) => ({
  label: `password ${JSON.stringify(password.slice(0, 12))}…`,
  file: validText,
  password,
  codes: ['KEYSTORE_BAD_PASSWORD'],
}));

const unicode: Case[] = [
  { label: 'BOM before the JSON', file: `\uFEFF${validText}`, codes: ['KEYSTORE_NOT_JSON'] },
  {
    label: 'cipher with non-breaking hyphens',
    file: edited(['crypto', 'cipher'], 'aes\u2011128\u2011ctr'),
    codes: ['KEYSTORE_INVALID'],
  },
  {
    label: 'kdf in Cyrillic look-alikes',
    file: edited(['crypto', 'kdf'], 'scr\u0443pt'),
    codes: ['KEYSTORE_INVALID'],
  },
  {
    label: 'full-width digits in the mac',
    file: edited(['crypto', 'mac'], '\uFF10'.repeat(64)),
    codes: ['KEYSTORE_INVALID'],
  },
  {
    label: 'right-to-left override in the address',
    file: edited(['address'], `\u202E${'a'.repeat(40)}`),
    codes: ['KEYSTORE_INVALID'],
  },
  {
    label: 'lone surrogate in the iv',
    file: edited(['crypto', 'cipherparams', 'iv'], '\uD800'.repeat(32)),
    codes: ['KEYSTORE_INVALID'],
  },
  {
    label: 'escaped NUL in the salt',
    file: edited(['crypto', 'kdfparams', 'salt'], '\u0000ab'),
    codes: ['KEYSTORE_INVALID'],
  },
  { label: 'version as the text "3"', file: edited(['version'], '3'), codes: ['KEYSTORE_INVALID'] },
  {
    label: 'version ٣ (Arabic-Indic three)',
    file: edited(['version'], '\u0663'),
    codes: ['KEYSTORE_INVALID'],
  },
  { label: 'emoji keys only', file: JSON.stringify({ '🔑': valid }), codes: ['KEYSTORE_INVALID'] },
];

const nestedJunk: Case[] = [
  {
    label: '100k nested arrays',
    file: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    codes: ['KEYSTORE_INVALID'],
  },
  {
    label: 'crypto 10k objects deep',
    file: `{"version":3,"crypto":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
    codes: ['KEYSTORE_INVALID'],
  },
  { label: '__proto__ carrying the fields', file: `{"__proto__":${validText}}`, codes: ['KEYSTORE_INVALID'] },
  {
    label: 'constructor prototype pollution',
    file: `{"constructor":{"prototype":{"version":3}}}`,
    codes: ['KEYSTORE_INVALID'],
  },
  {
    label: 'keystore inside an array',
    file: JSON.stringify({ version: 3, crypto: [valid.crypto] }),
    codes: ['KEYSTORE_INVALID'],
  },
  { label: '5 MB of whitespace', file: ' '.repeat(5_000_000), codes: ['KEYSTORE_NOT_JSON'] },
  {
    label: '2 MB ciphertext',
    file: edited(['crypto', 'ciphertext'], 'ab'.repeat(1_000_000)),
    codes: ['KEYSTORE_INVALID'],
  },
  { label: 'two keystores concatenated', file: `${validText}${validText}`, codes: ['KEYSTORE_NOT_JSON'] },
];

const groups: Record<string, Case[]> = {
  truncated,
  junkText,
  randomJson,
  topLevel,
  wrongTypes,
  missing,
  wrongCipher,
  wrongKdf,
  hugeKdf,
  wrongMac,
  tampered,
  wrongPasswords,
  unicode,
  nestedJunk,
};
const all = Object.values(groups).flat();

describe('malformed keystore files (docs/wallets.md#keystore-files)', () => {
  it('there are more than 200 of them, and the valid base file opens', async () => {
    expect(all.length).toBeGreaterThan(200);
    expect((await decryptKeystore(validText, PASSWORD)).privateKey).toBe(KEY);
  });

  describe.each(Object.entries(groups))('%s', (_, cases) => {
    it.each(cases.map((c) => [c.label, c] as const))('%s', async (_, c) => {
      vi.mocked(deriveKeystoreKey).mockClear();
      const error = await decryptKeystore(c.file, c.password ?? PASSWORD).then(
        () => 'opened',
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(KeystoreError);
      const { code, message } = error as KeystoreError;
      expect(c.codes).toContain(code);
      expect(message).toBe(MESSAGE[code]);
      // Refused on parsing or parameters, or after at most one key derivation at the small keystore's cost.
      const runs = vi.mocked(deriveKeystoreKey).mock.calls.map(([, kdf]) => kdf);
      expect(runs.length).toBeLessThanOrEqual(1);
      for (const kdf of runs) {
        expect(kdf.name === 'scrypt' ? kdf.n * kdf.r * kdf.p : kdf.c).toBeLessThanOrEqual(
          SMALL.n * SMALL.r * SMALL.p,
        );
        expect(kdf.dklen).toBeLessThanOrEqual(32);
      }
    });
  });
});
