import type { RequestSender } from '@fantom-wallet/api-client';
import { type Address, type PreparedTransaction, sameAddress, WalletError } from '@fantom-wallet/core';
import {
  recoverTransactionAddress,
  serializeTransaction,
  type TransactionSerializableLegacy,
  toBytes,
} from 'viem';
import type { Signer } from '../Signer.ts';
import { SignerRejectedError } from '../SignerRejectedError.ts';
import { signAndSendRaw } from '../sendRawTransaction.ts';
import { type ConnectOptions, withLedger } from './connectLedger.ts';
import type { LedgerApp } from './LedgerApp.ts';
import { LedgerStatusError } from './LedgerStatusError.ts';
import { isLedgerRejection, ledgerErrorMessage } from './ledgerErrorMessage.ts';
import { LEDGER_FAILURE } from './ledgerStatus.ts';

export interface LedgerAccountRef {
  address: Address;
  accountId: number;
  addressId: number;
}

export interface LedgerSignerDependencies {
  account: LedgerAccountRef;
  transport: RequestSender;
  lastNonce(address: Address, chainId: number): number | undefined;
  /** Runs `use` with the open app (tests hand in the emulator). */
  connect?: <T>(options: ConnectOptions, use: (app: LedgerApp) => Promise<T>) => Promise<T>;
}

/**
 * Signs `transaction` on the device and returns the raw signed transaction, after checking that the signature
 * recovers to the account's address (another seed or a wrong path must never send from somewhere unexpected).
 * Always a legacy transaction: the Fantom app parses only legacy EIP-155 payloads (docs/ledger.md), so an
 * EIP-1559 one is signed as legacy at its max fee per gas, the most it could have cost.
 */
export async function signOnLedger(
  app: LedgerApp,
  account: LedgerAccountRef,
  transaction: PreparedTransaction,
) {
  const tx: TransactionSerializableLegacy = {
    type: 'legacy',
    chainId: transaction.chainId,
    to: transaction.to,
    data: transaction.data,
    value: transaction.value,
    gas: transaction.gas,
    gasPrice: transaction.gasPrice,
    nonce: transaction.nonce,
  };
  const unsigned = toBytes(serializeTransaction(tx));
  const signature = await app.signTransaction(
    account.accountId,
    account.addressId,
    unsigned,
    transaction.chainId,
  );
  // Legacy v from the parity and the chain id, whatever the device's byte could hold.
  const signed = serializeTransaction(tx, {
    r: signature.r,
    s: signature.s,
    v: 27n + BigInt(signature.yParity),
  });
  expectLedgerSigner(account, await recoverTransactionAddress({ serializedTransaction: signed }));
  return signed;
}

/**
 * What a signature recovers to must be the account: another device or seed, or a wrong path, must never sign in its
 * name (transactions, messages and typed data alike).
 */
export function expectLedgerSigner(account: LedgerAccountRef, signer: Address): void {
  if (!sameAddress(signer, account.address)) {
    throw new LedgerStatusError(
      LEDGER_FAILURE.wrongAddress,
      `The Ledger signed for ${signer}, not for ${account.address}: connect the device that holds this account.`,
    );
  }
}

/**
 * A failure of signing on the device as a signer reports it: a refusal on the device is a SignerRejectedError with
 * the reject message of `context` ('Transaction rejected', 'Signature rejected'); any other device failure carries
 * the message the user reads (docs/ledger.md#status-words); anything else is left as it is.
 */
export function ledgerSigningError(error: unknown, context: 'transaction' | 'signature'): unknown {
  if (isLedgerRejection(error)) return new SignerRejectedError(ledgerErrorMessage(error, context));
  if (error instanceof LedgerStatusError) {
    return new WalletError('LEDGER', ledgerErrorMessage(error, context), { cause: error });
  }
  return error;
}

/**
 * A Ledger account: the confirmation asks to confirm on the device; the device signs a legacy transaction, which
 * goes through the API with the keystore's nonce rule. A refusal on the device is a SignerRejectedError (the flow's
 * reject message); every other failure carries the message the user reads (docs/ledger.md#status-words).
 */
export function createLedgerSigner({
  account,
  transport,
  lastNonce,
  connect = withLedger,
}: LedgerSignerDependencies): Signer {
  return {
    async confirmation() {
      return { kind: 'device', device: 'Ledger' };
    },
    async send(prepared, options = {}) {
      try {
        return await signAndSendRaw(
          { transport, lastNonce },
          account.address,
          prepared,
          (transaction) => connect({ choose: true }, (app) => signOnLedger(app, account, transaction)),
          options.beforeBroadcast,
        );
      } catch (error) {
        throw ledgerSigningError(error, 'transaction');
      }
    },
  };
}
