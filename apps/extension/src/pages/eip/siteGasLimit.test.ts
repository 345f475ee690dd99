import { GAS } from '@fantom-wallet/core';
import { describe, expect, it } from 'vitest';
import { siteGasLimit } from './siteGasLimit.ts';

describe("a site's gas (docs/extension.md#site-requests)", () => {
  it('is kept when it covers the estimate', () => {
    expect(siteGasLimit(100_000n, 21_000n)).toBe(100_000n);
    expect(siteGasLimit(21_000n, 21_000n)).toBe(21_000n);
  });

  it("below the estimate, or absent, gives the wallet's limit: the estimate plus its margin", () => {
    expect(siteGasLimit(20_999n, 21_000n)).toBe(21_000n + GAS.estimateMargin);
    expect(siteGasLimit(undefined, 50_000n)).toBe(50_000n + GAS.estimateMargin);
  });
});
