import {
  decodeFunctionData,
  hexToString,
  parseTransaction,
  recoverTransactionAddress,
  type TransactionSerializedLegacy,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { AddressMismatchError } from '../errors/AddressMismatchError.ts';
import { WalletError } from '../errors/WalletError.ts';
import { signTransaction } from '../signing/signTransaction.ts';
import { sfcAbi } from './abi/sfcAbi.ts';
import { buildErc20Approve } from './buildErc20Approve.ts';
import { buildErc20IncreaseAllowance } from './buildErc20IncreaseAllowance.ts';
import { buildErc20Transfer } from './buildErc20Transfer.ts';
import { buildFtmTransfer } from './buildFtmTransfer.ts';
import { buildNameLookup } from './buildNameLookup.ts';
import { buildSetApprovalForAll } from './buildSetApprovalForAll.ts';
import { buildSfcCall } from './buildSfcCall.ts';
import { buildStakeTokenizerCall } from './buildStakeTokenizerCall.ts';
import { prepareTransaction } from './prepareTransaction.ts';
import { transactionStatus } from './transactionStatus.ts';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83';
const SFC = '0xFC00FACE00000000000000000000000000000000';

describe('transaction builders: selectors of packages/contracts/README.md#what-the-wallet-calls', () => {
  it.each([
    ['transfer', buildErc20Transfer(TOKEN, OTHER, 5n), 'a9059cbb', TOKEN],
    ['approve', buildErc20Approve(TOKEN, OTHER, 5n), '095ea7b3', TOKEN],
    ['increaseAllowance', buildErc20IncreaseAllowance(TOKEN, OTHER, 5n), '39509351', TOKEN],
    ['setApprovalForAll', buildSetApprovalForAll(TOKEN, OTHER, false), 'a22cb465', TOKEN],
    ['setApprovalForAll', buildSetApprovalForAll(TOKEN, OTHER, false), 'a22cb465', TOKEN],
    ['delegate', buildSfcCall(SFC, { action: 'delegate', validatorId: 1n, amount: 5n }), '9fa6dd35', SFC],
    ['claimRewards', buildSfcCall(SFC, { action: 'claimRewards', validatorId: 1n }), '0962ef79', SFC],
    ['restakeRewards', buildSfcCall(SFC, { action: 'restakeRewards', validatorId: 1n }), '08c36874', SFC],
    [
      'lockStake',
      buildSfcCall(SFC, { action: 'lockStake', validatorId: 1n, duration: 86_400n, amount: 5n }),
      'de67f215',
      SFC,
    ],
    [
      'relockStake',
      buildSfcCall(SFC, { action: 'relockStake', validatorId: 1n, duration: 86_400n }),
      'bd14d907',
      SFC,
    ],
    [
      'unlockStake',
      buildSfcCall(SFC, { action: 'unlockStake', validatorId: 1n, amount: 5n }),
      '1d3ac42c',
      SFC,
    ],
    [
      'undelegate',
      buildSfcCall(SFC, { action: 'undelegate', validatorId: 1n, withdrawRequestId: 9n, amount: 5n }),
      '4f864df4',
      SFC,
    ],
    [
      'withdraw',
      buildSfcCall(SFC, { action: 'withdraw', validatorId: 1n, withdrawRequestId: 9n }),
      '441a3e70',
      SFC,
    ],
    ['mintSFTM', buildStakeTokenizerCall(TOKEN, { action: 'mintSFTM', validatorId: 1n }), 'ca2d6fd8', TOKEN],
    [
      'redeemSFTM',
      buildStakeTokenizerCall(TOKEN, { action: 'redeemSFTM', validatorId: 1n, amount: 5n }),
      '4a37ec9d',
      TOKEN,
    ],
    [
      'isOwnedByMapping',
      { ...buildNameLookup(TOKEN, 'isOwnedByMapping', 'alice.ftm'), value: 0n },
      '0fc2ccc0',
      TOKEN,
    ],
    [
      'getOwnerOfName',
      { ...buildNameLookup(TOKEN, 'getOwnerOfName', 'alice.ftm'), value: 0n },
      'b465fe7e',
      TOKEN,
    ],
  ])('%s', (_, call, selector, to) => {
    expect(call.data.slice(2, 10)).toBe(selector);
    expect(call.to).toBe(to);
  });

  it('delegate carries the amount as value; other SFC calls carry none; arguments keep their order', () => {
    expect(buildSfcCall(SFC, { action: 'delegate', validatorId: 3n, amount: 7n }).value).toBe(7n);
    const undelegate = buildSfcCall(SFC, {
      action: 'undelegate',
      validatorId: 3n,
      withdrawRequestId: 2n ** 60n,
      amount: 7n,
    });
    expect(undelegate.value).toBe(0n);
    expect(decodeFunctionData({ abi: sfcAbi, data: undelegate.data }).args).toEqual([3n, 2n ** 60n, 7n]);
    const relock = buildSfcCall(SFC, { action: 'relockStake', validatorId: 3n, duration: 60n });
    expect(decodeFunctionData({ abi: sfcAbi, data: relock.data }).args).toEqual([3n, 60n, 0n]);
  });

  it("withdraw without a request id fails with 'Need withdrawRequestID' (docs/staking.md#withdraw)", () => {
    expect(() =>
      buildSfcCall(SFC, { action: 'withdraw', validatorId: 1n, withdrawRequestId: undefined }),
    ).toThrow('Need withdrawRequestID');
  });

  it('FTM transfers put the memo in data as UTF-8', () => {
    expect(buildFtmTransfer(OTHER, 5n)).toEqual({ to: OTHER, value: 5n, data: '0x' });
    expect(hexToString(buildFtmTransfer(OTHER, 5n, 'hi ✓').data)).toBe('hi ✓');
  });

  it('name look-ups upper-case the name (docs/send.md#registered-names)', () => {
    expect(buildNameLookup(TOKEN, 'getOwnerOfName', 'alice.ftm').data).toBe(
      buildNameLookup(TOKEN, 'getOwnerOfName', 'ALICE.FTM').data,
    );
  });
});

describe('prepareTransaction (fee rules) and signTransaction (docs/transactions.md#key-check)', () => {
  const call = buildFtmTransfer(OTHER, 10n ** 18n);

  it('adds the estimate + 2000, the doubled price, the nonce and the chain id', () => {
    const tx = prepareTransaction(call, {
      gasEstimate: 21_000n,
      reportedGasPrice: 10n ** 9n,
      nonce: 4,
      chainId: 4003,
    });
    expect(tx).toMatchObject({
      gas: 23_000n,
      gasPrice: 2n * 10n ** 9n,
      nonce: 4,
      chainId: 4003,
      fee: 46_000n * 10n ** 9n,
    });
    const fallback = prepareTransaction(call, { reportedGasPrice: 10n ** 9n, nonce: 0, chainId: 250 });
    expect(fallback.gas).toBe(44_000n);
  });

  it('uses the advanced overrides and refuses a gas limit above 500,000', () => {
    const tx = prepareTransaction(call, {
      reportedGasPrice: 1n,
      nonce: 0,
      chainId: 250,
      gasLimitOverride: 30_000n,
      gasPriceOverride: 5n * 10n ** 9n,
    });
    expect(tx).toMatchObject({ gas: 30_000n, gasPrice: 5n * 10n ** 9n });
    expect(() =>
      prepareTransaction(call, { gasEstimate: 499_000n, reportedGasPrice: 1n, nonce: 0, chainId: 250 }),
    ).toThrow(WalletError);
  });

  it.each([4003, 250, 0xfa2])('signs a legacy EIP-155 transaction for chain %i', async (chainId) => {
    const tx = prepareTransaction(call, {
      gasEstimate: 21_000n,
      reportedGasPrice: 10n ** 9n,
      nonce: 7,
      chainId,
    });
    const raw = await signTransaction(KEY, ME, tx);
    const parsed = parseTransaction(raw);
    expect(parsed).toMatchObject({
      type: 'legacy',
      chainId,
      nonce: 7,
      to: OTHER.toLowerCase(),
      value: 10n ** 18n,
    });
    expect(
      await recoverTransactionAddress({ serializedTransaction: raw as TransactionSerializedLegacy }),
    ).toBe(ME);
  });

  it('signs an EIP-1559 (type 2) transaction when it carries a tip: the max fee is its gas price', async () => {
    const tx = prepareTransaction(call, {
      gasEstimate: 21_000n,
      reportedGasPrice: 10n ** 9n,
      nonce: 3,
      chainId: 4003,
      gasPriceOverride: 4n * 10n ** 9n,
      maxPriorityFeePerGas: 9n * 10n ** 9n,
    });
    // A tip above the max fee cannot be paid: it is the max fee.
    expect(tx).toMatchObject({ gasPrice: 4n * 10n ** 9n, maxPriorityFeePerGas: 4n * 10n ** 9n });
    const raw = await signTransaction(KEY, ME, { ...tx, maxPriorityFeePerGas: 10n ** 9n });
    expect(parseTransaction(raw)).toMatchObject({
      type: 'eip1559',
      chainId: 4003,
      nonce: 3,
      maxFeePerGas: 4n * 10n ** 9n,
      maxPriorityFeePerGas: 10n ** 9n,
      gas: 23_000n,
    });
    expect(await recoverTransactionAddress({ serializedTransaction: raw as `0x02${string}` })).toBe(ME);
  });

  it('signs a contract creation: no `to`, the code as data', async () => {
    const code = '0x6080604052348015600e575f5ffd5b50' as const;
    const tx = prepareTransaction(
      { to: null, data: code, value: 0n },
      { gasEstimate: 90_000n, reportedGasPrice: 10n ** 9n, nonce: 0, chainId: 4003 },
    );
    const parsed = parseTransaction(await signTransaction(KEY, ME, tx));
    expect(parsed.to).toBeUndefined();
    expect(parsed).toMatchObject({ type: 'legacy', data: code, gas: 92_000n });
  });

  it('lets a contract creation, and only a creation, go above 500,000 gas (its code costs 200 gas a byte)', () => {
    const options = { gasEstimate: 1_500_000n, reportedGasPrice: 10n ** 9n, nonce: 0, chainId: 4003 };
    expect(prepareTransaction({ to: null, data: '0x60', value: 0n }, options).gas).toBe(1_502_000n);
    expect(() => prepareTransaction(call, options)).toThrow(WalletError);
  });

  it("refuses a key of another account: 'Account X address and address in keystore file Y are different'", async () => {
    const tx = prepareTransaction(call, { reportedGasPrice: 10n ** 9n, nonce: 0, chainId: 4003 });
    const error = await signTransaction(KEY, OTHER, tx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AddressMismatchError);
    expect((error as Error).message).toBe(
      `Account ${OTHER} address and address in keystore file ${ME} are different`,
    );
  });
});

describe('transaction status (docs/transactions.md#verification: 0 error, 1 success, else pending)', () => {
  it.each([
    [0, 'error'],
    ['0x0', 'error'],
    [1n, 'success'],
    ['0x1', 'success'],
    [null, 'pending'],
    ['0x2', 'pending'],
    [undefined, 'pending'],
  ] as const)('%s → %s', (status, expected) => {
    expect(transactionStatus(status)).toBe(expected);
  });
});
