import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.ts';
import { validateMnemonic } from '../keys/validateMnemonic.ts';
import { validatePrivateKey } from '../keys/validatePrivateKey.ts';
import { validateBnbAddress } from '../send/validateBnbAddress.ts';
import { validateEthAddress } from '../send/validateEthAddress.ts';
import { validateGasLimit } from '../send/validateGasLimit.ts';
import { validateGasPriceGwei } from '../send/validateGasPriceGwei.ts';
import { validateRecipient } from '../send/validateRecipient.ts';
import { validateSendAmount } from '../send/validateSendAmount.ts';
import { validateLockAmount } from '../staking/validateLockAmount.ts';
import { validateStakeAmount } from '../staking/validateStakeAmount.ts';
import { validateUndelegateAmount } from '../staking/validateUndelegateAmount.ts';
import type { Result } from '../types/Result.ts';
import { validateAddress } from './validateAddress.ts';
import { validateContactAddress } from './validateContactAddress.ts';
import { validateDecimalPoints } from './validateDecimalPoints.ts';
import { validateName } from './validateName.ts';
import { validateOrder } from './validateOrder.ts';
import { validatePassword } from './validatePassword.ts';
import { validatePasswordConfirmation } from './validatePasswordConfirmation.ts';
import { validatePasswordPresent } from './validatePasswordPresent.ts';
import { validateSlippageReserve } from './validateSlippageReserve.ts';
import { validateSlippageTolerance } from './validateSlippageTolerance.ts';
import { validateTokenAddress } from './validateTokenAddress.ts';
import { validateTokenDecimals } from './validateTokenDecimals.ts';
import { validateTokenSymbol } from './validateTokenSymbol.ts';

const PASSWORD_MESSAGE =
  'Make sure to enter at least 8 and max 200 characters, including one upper-case letter, a symbol and a number';
const errorOf = <T>(result: Result<T>) => (result.ok ? undefined : result.error.message);

describe('validatePassword (docs/wallets.md#password-rule: 8–200, upper, lower, digit, symbol)', () => {
  it.each([
    ['Passw0rd!', true],
    ['Aa1!aaaa', true],
    ['Aa1!aaa', false],
    [`Aa1!${'a'.repeat(196)}`, true],
    [`Aa1!${'a'.repeat(197)}`, false],
    ['password1!', false],
    ['PASSWORD1!', false],
    ['Password!!', false],
    ['Password11', false],
    ['Pass word1', true],
    ['Ünïcödé1€x', true],
    ['', false],
  ])('%j → %s', (password, valid) => {
    const result = validatePassword(password);
    expect(result.ok).toBe(valid);
    if (!valid) expect(errorOf(result)).toBe(PASSWORD_MESSAGE);
  });

  it("re-entry must match and be non-empty: 'The entered password does not match'", () => {
    expect(validatePasswordConfirmation('Passw0rd!', 'Passw0rd!').ok).toBe(true);
    expect(errorOf(validatePasswordConfirmation('Passw0rd!', 'Passw0rd'))).toBe(
      'The entered password does not match',
    );
    expect(errorOf(validatePasswordConfirmation('', ''))).toBe('The entered password does not match');
  });

  it('keystore restore and confirmations need a password (docs/transactions.md#confirmation)', () => {
    expect(errorOf(validatePasswordPresent(''))).toBe('Type a password');
    expect(validatePasswordPresent('x').ok).toBe(true);
  });
});

describe('validateAddress (docs/contacts.md#address, by chain)', () => {
  it.each([
    ['fantom', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', true],
    ['fantom', '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266', true],
    ['fantom', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', true],
    ['fantom', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267', false],
    ['fantom', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFB92266', false],
    ['ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', true],
    ['ethereum', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', true],
    ['ethereum', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', true],
    ['ethereum', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', true],
    ['ethereum', 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266', false],
    ['ethereum', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb9226', false],
    ['fantom', '0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266', false],
    ['binance', 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2', true],
    ['binance', 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h', false],
    ['binance', 'tbnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h', false],
  ] as const)('%s %s → %s (EIP-55 vectors included)', (chain, address, valid) => {
    const result = validateAddress(address, chain);
    expect(result.ok).toBe(valid);
    if (!valid) expect(errorOf(result)).toBe(`Not valid ${chain} address`);
  });

  it('returns the checksummed address', () => {
    expect(validateAddress('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266')).toEqual({
      ok: true,
      value: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    });
  });
});

describe('names and order (docs/wallets.md#wallet-settings, docs/contacts.md#name, #order)', () => {
  it("wallet and contact names: 'This field cannot be blank'", () => {
    expect(validateName('  My wallet ')).toEqual({ ok: true, value: 'My wallet' });
    expect(errorOf(validateName(' \t '))).toBe('This field cannot be blank');
  });

  it.each([
    ['1', 3, true],
    ['3', 3, true],
    ['0', 3, false],
    ['4', 3, false],
    ['1.5', 3, false],
    ['', 3, false],
    ['abc', 3, false],
    [2, 3, true],
  ])("order %j of %i: 'Value must be between 1 and N'", (value, max, valid) => {
    const result = validateOrder(value, max);
    expect(result.ok).toBe(valid);
    if (!valid) expect(errorOf(result)).toBe(`Value must be between 1 and ${max}`);
  });
});

describe('validateContactAddress (docs/contacts.md#address)', () => {
  const own = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const contact = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const context = { blockchain: 'fantom' as const, contacts: [contact], ownAccounts: [own] };
  it.each([
    ['blank', '  ', 'This field cannot be blank'],
    ['invalid', '0x123', 'Not valid fantom address'],
    ['an existing contact in another case', contact.toLowerCase(), 'Address already exists'],
    ['an own account', own, 'Address already exists'],
  ])('refuses %s', (_, address, message) => {
    expect(errorOf(validateContactAddress(address, context))).toBe(message);
  });
  it('allows an own account on ethereum and a new address on fantom', () => {
    expect(validateContactAddress(own, { ...context, blockchain: 'ethereum' }).ok).toBe(true);
    expect(validateContactAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', context).ok).toBe(true);
    expect(errorOf(validateContactAddress('0x3C44', { ...context, blockchain: 'binance' }))).toBe(
      'Not valid binance address',
    );
  });
});

describe('custom token (docs/account.md#custom-tokens)', () => {
  it("address: 'Invalid Address'", () => {
    expect(errorOf(validateTokenAddress('0x12'))).toBe('Invalid Address');
    expect(validateTokenAddress('0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83').ok).toBe(true);
  });
  it("symbol 1–11 characters after trim: 'Symbol must be 11 characters or fewer'", () => {
    expect(validateTokenSymbol(' ABCDEFGHIJK ')).toEqual({ ok: true, value: 'ABCDEFGHIJK' });
    expect(errorOf(validateTokenSymbol('ABCDEFGHIJKL'))).toBe('Symbol must be 11 characters or fewer');
    expect(validateTokenSymbol('  ').ok).toBe(false);
  });
  it.each([
    ['18', 18],
    ['1', 1],
    ['', 18],
    ['0', undefined],
    ['1.5', undefined],
    ['-2', undefined],
  ])('decimals %j → %s (min 1, step 1, default 18)', (text, expected) => {
    const result = validateTokenDecimals(text);
    expect(result.ok ? result.value : undefined).toBe(expected);
  });
});

describe('settings (docs/settings.md#slippage, docs/settings.md#currency-and-decimal-points)', () => {
  it.each([
    ['0.1', 10n],
    ['0.5', 50n],
    ['100', 10_000n],
    [2.5, 250n],
    ['0.05', undefined],
    ['0', undefined],
    ['100.1', undefined],
    ['abc', undefined],
  ])("slippage tolerance %j → %s bps ('Value must be between 0.1% and 100%')", (value, bps) => {
    const result = validateSlippageTolerance(value);
    expect(result.ok ? result.value : errorOf(result)).toBe(bps ?? 'Value must be between 0.1% and 100%');
  });
  it.each([
    ['0', 0n],
    ['0.3', 30n],
    ['100', 10_000n],
    ['101', undefined],
    ['-1', undefined],
  ])('slippage reserve %j → %s bps (0 to 100)', (value, bps) => {
    const result = validateSlippageReserve(value);
    expect(result.ok ? result.value : undefined).toBe(bps);
  });
  it.each([
    ['1', 1],
    ['6', 6],
    [2, 2],
    ['0', undefined],
    ['7', undefined],
    ['2.5', undefined],
  ])('decimal points %j → %s (1 to 6)', (value, digits) => {
    const result = validateDecimalPoints(value);
    expect(result.ok ? result.value : undefined).toBe(digits);
  });
});

describe('every validator returns a result or a typed error for any string, never throws (property)', () => {
  const validators: Array<[string, (text: string) => Result<unknown>]> = [
    ['validatePassword', validatePassword],
    ['validatePasswordConfirmation', (t) => validatePasswordConfirmation('Passw0rd!', t)],
    ['validatePasswordPresent', validatePasswordPresent],
    ['validateMnemonic', validateMnemonic],
    ['validatePrivateKey', validatePrivateKey],
    ['validateAddress fantom', (t) => validateAddress(t, 'fantom')],
    ['validateAddress binance', (t) => validateAddress(t, 'binance')],
    ['validateName', validateName],
    ['validateOrder', (t) => validateOrder(t, 5)],
    [
      'validateContactAddress',
      (t) => validateContactAddress(t, { blockchain: 'fantom', contacts: [], ownAccounts: [] }),
    ],
    ['validateTokenAddress', validateTokenAddress],
    ['validateTokenSymbol', validateTokenSymbol],
    ['validateTokenDecimals', validateTokenDecimals],
    ['validateSlippageTolerance', validateSlippageTolerance],
    ['validateSlippageReserve', validateSlippageReserve],
    ['validateDecimalPoints', validateDecimalPoints],
    [
      'validateSendAmount',
      (t) => validateSendAmount(t, { decimals: 18, symbol: 'FTM', remaining: 10n ** 18n }),
    ],
    ['validateRecipient', validateRecipient],
    ['validateBnbAddress', validateBnbAddress],
    ['validateEthAddress', validateEthAddress],
    ['validateGasPriceGwei', validateGasPriceGwei],
    ['validateGasLimit', validateGasLimit],
    ['validateStakeAmount', (t) => validateStakeAmount(t, { remaining: 10n ** 20n })],
    ['validateLockAmount', (t) => validateLockAmount(t, 10n ** 20n)],
    ['validateUndelegateAmount', (t) => validateUndelegateAmount(t, 10n ** 20n)],
  ];
  const anyText = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.stringMatching(/^[0-9a-fA-Fx.\- ]{0,70}$/),
    fc.constantFrom('', ' ', '0x', 'NaN', '1e400', '\u0000', '٣', '１', '__proto__'),
  );
  it.each(validators)('%s', (_, validate) => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = validate(text);
        if (!result.ok) {
          expect(result.error).toBeInstanceOf(ValidationError);
          expect(result.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
