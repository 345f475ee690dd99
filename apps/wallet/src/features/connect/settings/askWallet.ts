import type { Eip1193Provider } from '../../../signers/index.ts';
import { walletFailure } from '../injected/requestInjectedAccount.ts';

/** How a request to the browser wallet from Settings ended. */
export type WalletAnswer =
  | { kind: 'done'; result: unknown }
  | { kind: 'rejected' }
  | { kind: 'pending' }
  | { kind: 'error'; message: string };

/**
 * One request to the browser wallet (docs/external-wallets.md#settings): 4001 is logged as 'Please connect to
 * MetaMask.', -32002 is 'Request already pending', other failures keep the wallet's message (and are logged).
 */
export async function askWallet(
  provider: Eip1193Provider,
  method: string,
  params: unknown,
): Promise<WalletAnswer> {
  try {
    const result = await provider.request({ method, params: params as Record<string, unknown> });
    return { kind: 'done', result };
  } catch (error) {
    return walletFailure(error, (e) =>
      e instanceof Error && e.message ? e.message : 'The wallet refused the request.',
    );
  }
}
