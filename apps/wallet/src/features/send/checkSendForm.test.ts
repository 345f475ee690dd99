import { balanceReserve, MESSAGES } from '@fantom-wallet/core';
import { describe, expect, it } from 'vitest';
import { checkSendForm, type SendFormInput } from './checkSendForm.ts';

const FTM = 10n ** 18n;
const GWEI = 10n ** 9n;
const base: SendFormInput = {
  token: null,
  ftmBalance: 10n * FTM,
  reportedGasPrice: 10n * GWEI,
  gasEstimate: 21_000n,
  recipientText: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  amountText: '1',
  gasPriceText: '',
  gasLimitText: '',
};

describe('checkSendForm (docs/send.md, docs/transactions.md#fee-and-reserve)', () => {
  it('fee = doubled price × (estimate + 2000); Max = balance − 2 × fee', () => {
    const result = checkSendForm(base);
    const fee = 20n * GWEI * 23_000n;
    expect(result.fee).toBe(fee);
    expect(result.max).toBe(10n * FTM - balanceReserve(fee));
    expect(result.canSubmit).toBe(true);
  });

  it('the advanced gas price (GWEI) and limit replace the rules', () => {
    const result = checkSendForm({ ...base, gasPriceText: '3', gasLimitText: '50000' });
    expect(result.fee).toBe(3n * GWEI * 50_000n);
    expect(checkSendForm({ ...base, gasPriceText: 'x' }).gasPriceError).toBe(MESSAGES.invalidAmount);
    expect(checkSendForm({ ...base, gasLimitText: '-1' }).canSubmit).toBe(false);
  });

  it.each([
    ['abc', MESSAGES.invalidAmount],
    ['11', MESSAGES.transferMax('9.99908', 'FTM')],
  ])('amount %j → %s', (amountText, message) => {
    expect(checkSendForm({ ...base, amountText }).amount).toEqual({ ok: false, error: message });
  });

  it('invalid recipient → the documented message; a name is accepted for resolution', () => {
    expect(checkSendForm({ ...base, recipientText: '0x1234' }).recipient).toEqual({
      ok: false,
      error: MESSAGES.invalidOperaAddress,
    });
    expect(checkSendForm({ ...base, recipientText: 'alice.ftm' }).recipient).toEqual({
      ok: true,
      value: { kind: 'domain', name: 'alice.ftm' },
    });
  });

  it('not enough FTM for gas: warning, submit disabled, amount says no balance left', () => {
    const result = checkSendForm({ ...base, ftmBalance: 100n * GWEI });
    expect(result.notEnoughForGas).toBe(true);
    expect(result.canSubmit).toBe(false);
    expect(result.amount).toEqual({ ok: false, error: MESSAGES.noBalanceLeft });
  });

  it('tokens: the maximum is the token balance, in its decimals; gas still needs FTM', () => {
    const token = { symbol: 'tUSDC', decimals: 6, balance: 2_500_000n };
    expect(checkSendForm({ ...base, token, amountText: '2.5' }).amount).toEqual({
      ok: true,
      value: 2_500_000n,
    });
    expect(checkSendForm({ ...base, token, amountText: '2.6' }).amount).toEqual({
      ok: false,
      error: MESSAGES.transferMax('2.5', 'tUSDC'),
    });
    expect(checkSendForm({ ...base, token, ftmBalance: 0n }).canSubmit).toBe(false);
  });

  it('nothing can be submitted while balance or gas price are loading', () => {
    expect(checkSendForm({ ...base, reportedGasPrice: undefined }).canSubmit).toBe(false);
    expect(checkSendForm({ ...base, ftmBalance: undefined }).canSubmit).toBe(false);
  });
});

describe('checkSendForm across the bridge (docs/bridge.md#recipient, docs/bridge.md#amount)', () => {
  const bridge = { fee: 50n * FTM, minimum: 60n * FTM };
  const eth = { ...base, ftmBalance: 1000n * FTM, direction: 'OperaToEthereum' as const, bridge };
  it('checks the far address for its chain and the amount against the minimum, with what arrives', () => {
    const ok = checkSendForm({
      ...eth,
      recipientText: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      amountText: '100',
    });
    expect(ok.recipient).toEqual({
      ok: true,
      value: { kind: 'far', address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
    });
    expect(ok.received).toBe(50n * FTM);
    expect(ok.canSubmit).toBe(true);
    expect(checkSendForm({ ...eth, amountText: '59' }).amount).toEqual({
      ok: false,
      error: 'You must transfer at least 60 FTM',
    });
    expect(checkSendForm({ ...eth, recipientText: 'alice.ftm' }).recipient).toEqual({
      ok: false,
      error: 'Enter a valid ETH address',
    });
    expect(
      checkSendForm({
        ...eth,
        direction: 'OperaToBinance',
        recipientText: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      }).recipient,
    ).toEqual({ ok: false, error: 'Enter a valid BNB address' });
    expect(
      checkSendForm({
        ...eth,
        direction: 'OperaToBinance',
        recipientText: 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2',
      }).recipient?.ok,
    ).toBe(true);
  });

  it('without the bridge terms (bridge down) a bridge send cannot be submitted; OperaToOpera has no minimum', () => {
    const { bridge: _none, ...down } = eth;
    expect(
      checkSendForm({
        ...down,
        recipientText: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        amountText: '100',
      }).canSubmit,
    ).toBe(false);
    const opera = checkSendForm({ ...eth, direction: 'OperaToOpera', amountText: '1' });
    expect(opera.amount).toEqual({ ok: true, value: FTM });
    expect(opera.received).toBeUndefined();
  });
});
