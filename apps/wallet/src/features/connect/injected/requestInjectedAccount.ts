import { type Address, checksumAddress } from '@fantom-wallet/core';
import type { Eip1193Provider } from '../../../signers/index.ts';
import { PROVIDER_CODES, providerCode } from '../../../signers/index.ts';

/** What asking a browser wallet for its accounts gave. */
export type InjectedAccountAnswer =
  | { kind: 'account'; address: Address }
  | { kind: 'rejected' }
  | { kind: 'pending' }
  | { kind: 'timeout' }
  | { kind: 'error'; message: string };

/** The spec's log line for a refused connection (code 4001). */
export const CONNECT_REJECTED_LOG = 'Please connect to MetaMask.';
/** How long a popover such as 'Request already pending' stays up. */
export const PENDING_POPOVER_MS = 3800;
/** A wallet that neither answers nor fails within this time frees the button (the request may stay open in it). */
export const CONNECT_TIMEOUT_MS = 60_000;

/**
 * Asks the wallet for its accounts (eth_requestAccounts) and takes the first (docs/external-wallets.md#injected).
 * 4001 is logged as 'Please connect to MetaMask.'; -32002 means the wallet already shows a request; other
 * failures are logged only. It settles within `timeoutMs`, so the button that started it never spins forever.
 */
export async function requestInjectedAccount(
  provider: Eip1193Provider,
  timeoutMs = CONNECT_TIMEOUT_MS,
): Promise<InjectedAccountAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<InjectedAccountAnswer>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
  });
  const ask = (async (): Promise<InjectedAccountAnswer> => {
    try {
      const accounts = await provider.request({ method: 'eth_requestAccounts' });
      const first = Array.isArray(accounts) ? accounts[0] : undefined;
      if (typeof first !== 'string') return { kind: 'error', message: 'The wallet gave no account.' };
      return { kind: 'account', address: checksumAddress(first) };
    } catch (error) {
      return walletFailure(error, (e) => (e instanceof Error ? e.message : String(e)));
    }
  })();
  try {
    return await Promise.race([ask, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How a failed request to a browser wallet ended: refused (4001, logged as 'Please connect to MetaMask.'), a
 * request the wallet already shows (-32002), or another failure, logged, told by `messageOf` in 300 characters at
 * most.
 */
export function walletFailure(
  error: unknown,
  messageOf: (error: unknown) => string,
): { kind: 'rejected' } | { kind: 'pending' } | { kind: 'error'; message: string } {
  const code = providerCode(error);
  if (code === PROVIDER_CODES.userRejected) {
    console.log(CONNECT_REJECTED_LOG);
    return { kind: 'rejected' };
  }
  if (code === PROVIDER_CODES.requestPending) return { kind: 'pending' };
  console.log(error);
  return { kind: 'error', message: messageOf(error).slice(0, 300) };
}
