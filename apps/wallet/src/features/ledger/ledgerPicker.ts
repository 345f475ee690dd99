import type { RequestSender } from '@fantom-wallet/api-client';
import { addressKey } from '@fantom-wallet/core';
import type { LedgerAddress, LedgerConnect } from '../../signers/index.ts';
import {
  isLedgerLocked,
  isLedgerUnsupported,
  LEDGER_FAILURE,
  LEDGER_MESSAGES,
  LedgerStatusError,
  ledgerErrorMessage,
  listLedgerAddresses,
} from '../../signers/index.ts';
import { fetchLedgerBalances, type LedgerBalance } from './fetchLedgerBalances.ts';

/** Addresses per page of the picker (docs/ledger.md#pick-ledger-account). */
export const LEDGER_PAGE = 5;
/** How often the picker looks again for a granted device while none answers. */
export const LEDGER_RETRY_MS = 2_000;

export type LedgerRow = LedgerAddress & Partial<LedgerBalance>;

export type PickerState =
  /** Looking for the device; `message` says what to do; retried every 2 s on granted devices. */
  | { status: 'waiting'; message: string }
  | { status: 'reading' }
  | { status: 'ready'; rows: LedgerRow[]; loadingMore: boolean }
  /** Stopped: the list is emptied and Try again starts over. */
  | { status: 'failed'; message: string }
  /** No WebHID: nothing to retry. */
  | { status: 'unsupported'; message: string };

/** Failures that only mean "no answering device yet": keep looking. */
function isWaiting(error: unknown): boolean {
  if (isLedgerLocked(error)) return true;
  return (
    error instanceof LedgerStatusError &&
    (error.statusCode === LEDGER_FAILURE.wrongApp ||
      error.statusCode === LEDGER_FAILURE.notFound ||
      error.statusCode === LEDGER_FAILURE.disconnected)
  );
}

/** One page: the addresses from the device, then their balances in one request (a failed balance read keeps the addresses). */
export async function readLedgerPage(
  { start, choose }: { start: number; choose: boolean },
  transport: RequestSender,
  connect?: LedgerConnect,
): Promise<LedgerRow[]> {
  const addresses = await listLedgerAddresses({ accountId: 0, start, count: LEDGER_PAGE, choose }, connect);
  const balances = await fetchLedgerBalances(
    transport,
    addresses.map((a) => a.address),
  ).catch(() => new Map<string, LedgerBalance>());
  return addresses.map((a) => ({ ...a, ...balances.get(addressKey(a.address)) }));
}

/** The picker's state after a failed read: wait and retry, stop with the message, or stop for good. */
export function stateAfterFailure(error: unknown): PickerState {
  if (isLedgerUnsupported(error)) return { status: 'unsupported', message: LEDGER_MESSAGES.unsupported };
  const message = ledgerErrorMessage(error, 'action');
  if (isWaiting(error)) return { status: 'waiting', message };
  return { status: 'failed', message };
}
