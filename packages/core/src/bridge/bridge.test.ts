import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSendAmount } from '../send/validateSendAmount.ts';
import { BRIDGE, isBridgeDirection, SEND_DIRECTIONS } from './BRIDGE.ts';
import { BRIDGE_MESSAGES } from './BRIDGE_MESSAGES.ts';
import { bridgeDirectionsFor } from './bridgeDirectionsFor.ts';
import { bridgeReceived, contactPickerMode, showsMemo } from './bridgeForm.ts';
import { validateBridgeRecipient } from './bridgeRecipient.ts';

const ftm = 10n ** 18n;
const errorOf = (result: { ok: boolean; error?: { message: string } }) =>
  result.ok ? undefined : result.error?.message;

describe('bridge directions (docs/bridge.md#directions)', () => {
  it('OperaToOpera first (the default), then the bridge directions', () => {
    expect(SEND_DIRECTIONS).toEqual(['OperaToOpera', 'OperaToBinance', 'OperaToEthereum']);
    expect(SEND_DIRECTIONS.filter(isBridgeDirection)).toEqual(['OperaToBinance', 'OperaToEthereum']);
  });

  it('offers a bridge direction only for what the bridge lists that way; none without a bridge', () => {
    const tokens = [
      { operaToken: null, directions: ['OperaToEthereum', 'OperaToBinance'] },
      { operaToken: '0xAbC0000000000000000000000000000000000001', directions: ['OperaToEthereum'] },
    ];
    expect(bridgeDirectionsFor(null, tokens)).toEqual(['OperaToOpera', 'OperaToBinance', 'OperaToEthereum']);
    expect(bridgeDirectionsFor('0xabc0000000000000000000000000000000000001', tokens)).toEqual([
      'OperaToOpera',
      'OperaToEthereum',
    ]);
    expect(bridgeDirectionsFor('0x0000000000000000000000000000000000000002', tokens)).toEqual([
      'OperaToOpera',
    ]);
    expect(bridgeDirectionsFor(null, undefined)).toEqual(['OperaToOpera']);
  });

  it('the contact picker opens in the mode of the direction', () => {
    expect(contactPickerMode('OperaToOpera')).toBe('fantom');
    expect(contactPickerMode('OperaToEthereum')).toBe('ethereum');
    expect(contactPickerMode('OperaToBinance')).toBe('binance');
  });

  it('a memo only when not to Ethereum and not a token (docs/bridge.md#memo)', () => {
    expect(showsMemo('OperaToOpera', false)).toBe(true);
    expect(showsMemo('OperaToBinance', false)).toBe(true);
    expect(showsMemo('OperaToEthereum', false)).toBe(false);
    expect(showsMemo('OperaToOpera', true)).toBe(false);
    expect(showsMemo('OperaToBinance', true)).toBe(false);
  });
});

describe('bridge recipient (docs/bridge.md#recipient)', () => {
  it("'Enter a valid ETH address' for anything but a strict hex address", () => {
    expect(validateBridgeRecipient('OperaToEthereum', '0x8ba1f109551bD432803012645Ac136ddd64DBA72')).toEqual({
      ok: true,
      value: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    });
    for (const bad of [
      '',
      '0x12',
      '0x8BA1f109551bD432803012645Ac136ddd64DBA72',
      'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2',
    ])
      expect(errorOf(validateBridgeRecipient('OperaToEthereum', bad))).toBe('Enter a valid ETH address');
  });

  it("'Enter a valid BNB address' unless 42 characters with the bnb prefix; the exchange deposit address is refused", () => {
    expect(validateBridgeRecipient('OperaToBinance', 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2').ok).toBe(
      true,
    );
    for (const bad of [
      '',
      'bnb1short',
      'xnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2',
      '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    ])
      expect(errorOf(validateBridgeRecipient('OperaToBinance', bad))).toBe('Enter a valid BNB address');
    expect(
      errorOf(validateBridgeRecipient('OperaToBinance', 'bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23')),
    ).toBe(
      'Deposits to this exchange address are disabled to avoid memo errors. Please use your ERC20 deposit address instead.',
    );
  });

  it('any text gives a value or a message, never a throw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('OperaToEthereum', 'OperaToBinance' as const),
        fc.string(),
        (direction, text) => {
          const result = validateBridgeRecipient(direction, text);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
    );
  });
});

describe('bridge amount (docs/bridge.md#amount)', () => {
  const context = { decimals: 18, symbol: 'FTM', remaining: 1000n * ftm, minimum: 60n * ftm };
  it('uses the send rules with the token minimum above its fee', () => {
    expect(errorOf(validateSendAmount('abc', context))).toBe('Invalid amount');
    expect(errorOf(validateSendAmount('59.9', context))).toBe('You must transfer at least 60 FTM');
    expect(errorOf(validateSendAmount('1001', context))).toBe('You can transfer max 1000 FTM');
    expect(errorOf(validateSendAmount('100', { ...context, remaining: 0n }))).toBe(
      'You have no balance left',
    );
    expect(validateSendAmount('100', context)).toEqual({ ok: true, value: 100n * ftm });
  });

  it("'You will receive' the amount less the fee, never below zero", () => {
    expect(bridgeReceived(100n * ftm, 50n * ftm)).toBe(50n * ftm);
    expect(bridgeReceived(40n * ftm, 50n * ftm)).toBe(0n);
    expect(BRIDGE_MESSAGES.youWillReceive('50', 'FTM')).toBe('You will receive 50 FTM');
    expect(BRIDGE_MESSAGES.feeNotice('50', 'FTM')).toBe(
      'All bridge transactions incur a fee of 50 FTM, deducted from the transfer amount.',
    );
  });
});

describe('bridge numbers and messages (docs/bridge.md#finalising)', () => {
  it('finalize every 3000 ms, up to 50 attempts, counted as attempt n of 50', () => {
    expect(BRIDGE).toEqual({ finalizeIntervalMs: 3000, finalizeAttempts: 50, requestTimeoutMs: 20_000 });
    expect(BRIDGE_MESSAGES.attempt(3, BRIDGE.finalizeAttempts)).toBe('attempt 3 of 50');
  });

  it('the bridge codes and configuration messages', () => {
    expect(BRIDGE_MESSAGES.codes).toEqual({
      1: 'Ethereum address is invalid',
      2: 'Binance address is invalid',
      3: 'Swap request failed',
      4: 'Finalize swap failed',
      5: 'Bad parameters',
      6: 'Bridge is down',
    });
    expect(BRIDGE_MESSAGES.badUrl).toBe("Can't parse api url path.");
    expect(BRIDGE_MESSAGES.bridgeDown).toBe('Bridge is down');
  });
});
