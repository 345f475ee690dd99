import { describe, expect, it } from 'vitest';
import { isDomainName } from './isDomainName.ts';
import { validateBnbAddress } from './validateBnbAddress.ts';
import { validateEthAddress } from './validateEthAddress.ts';
import { validateGasLimit } from './validateGasLimit.ts';
import { validateGasPriceGwei } from './validateGasPriceGwei.ts';
import { validateRecipient } from './validateRecipient.ts';

describe('recipient (docs/send.md#recipient: address or domain name)', () => {
  it.each([
    [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      { kind: 'address', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
    ],
    [' alice.ftm ', { kind: 'domain', name: 'alice.ftm' }],
  ])('%j is accepted', (text, value) => {
    expect(validateRecipient(text)).toEqual({ ok: true, value });
  });
  it.each([['alice'], ['0x1234'], [''], ['0xabc.ftm']])(
    "%j: 'Enter a valid Opera FTM address or domain name'",
    (text) => {
      const result = validateRecipient(text);
      expect(result.ok ? undefined : result.error.message).toBe(
        'Enter a valid Opera FTM address or domain name',
      );
    },
  );
  it('recognises domain-like names only', () => {
    expect(isDomainName('name.ftm')).toBe(true);
    expect(isDomainName('0xabc')).toBe(false);
  });
});

describe('bridge addresses (docs/send.md#bridge-address-rules)', () => {
  it("BNB: 42 characters, else 'Enter a valid BNB address'; the exchange deposit address is refused", () => {
    expect(validateBnbAddress('bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2').ok).toBe(true);
    const short = validateBnbAddress('bnb1grpf');
    expect(short.ok ? undefined : short.error.message).toBe('Enter a valid BNB address');
    const exchange = validateBnbAddress('bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23');
    expect(exchange.ok ? undefined : exchange.error.message).toMatch(/disabled to avoid memo errors/);
  });
  it("ETH: 'Enter a valid ETH address'", () => {
    expect(validateEthAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed').ok).toBe(true);
    const bad = validateEthAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    expect(bad.ok ? undefined : bad.error.message).toBe('Enter a valid ETH address');
  });
});

describe('advanced gas fields (docs/send.md#advanced-gas: numbers of at least 0)', () => {
  it('gas price in GWEI becomes wei', () => {
    expect(validateGasPriceGwei('1.5')).toEqual({ ok: true, value: 1_500_000_000n });
    expect(validateGasPriceGwei('-1').ok).toBe(false);
  });
  it('gas limit is a whole number up to 500,000', () => {
    expect(validateGasLimit('21000')).toEqual({ ok: true, value: 21_000n });
    expect(validateGasLimit('500001').ok).toBe(false);
    expect(validateGasLimit('1.5').ok).toBe(false);
  });
});
