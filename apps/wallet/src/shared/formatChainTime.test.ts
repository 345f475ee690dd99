import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatChainTime, formatEnUsDateTime } from './formatChainTime.ts';

const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
// Some ICU versions put a narrow no-break space before AM/PM; browsers write a plain space.
const asBrowsers = (text: string) => text.replace(/\u202f/g, ' ');

describe('formatChainTime, formatDateTime', () => {
  it('writes en-US dates exactly as Intl does, midnight, noon and every month included', () => {
    const edges = [
      new Date(2026, 0, 1, 0, 0),
      new Date(2026, 0, 1, 0, 5),
      new Date(2026, 5, 15, 11, 59),
      new Date(2026, 5, 15, 12, 0),
      new Date(2026, 11, 31, 23, 59),
      new Date(1970, 0, 1, 12, 30),
      new Date(2100, 1, 28, 9, 7),
    ];
    for (const date of edges) expect(formatEnUsDateTime(date)).toBe(asBrowsers(intl.format(date)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (seconds) => {
        const date = new Date(seconds * 1000);
        expect(formatEnUsDateTime(date)).toBe(asBrowsers(intl.format(date)));
      }),
      { numRuns: 2_000 },
    );
  });

  it("uses Intl for other locales and '-' for 0", () => {
    const seconds = 1_790_000_000n;
    const date = new Date(Number(seconds) * 1000);
    const de = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    expect(formatChainTime(seconds, 'de-DE')).toBe(de);
    expect(formatChainTime(seconds, 'en-US')).toBe(asBrowsers(intl.format(date)));
    expect(formatChainTime(0n, 'en-US')).toBe('-');
  });
});
