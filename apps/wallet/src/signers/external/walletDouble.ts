import type { Eip1193Provider, Eip1193Request } from './Eip1193Provider.ts';

// Test helper (unit and component tests only; nothing in the app imports it).

export const providerError = (code: number, message: string) => Object.assign(new Error(message), { code });

/** An EIP-1193 wallet double: answers from its state, fails as told, records every request, emits events. */
export function walletDouble(state: {
  accounts: string[];
  chainId: string;
  knownChains?: string[];
  connectAs?: string;
  hash?: string;
}) {
  const requests: Eip1193Request[] = [];
  const listeners = new Map<string, Set<(...args: never[]) => void>>();
  const failures = new Map<string, Error>();
  let nonceKnownAfter = 0;
  const provider: Eip1193Provider = {
    async request(args) {
      requests.push(args);
      const failure = failures.get(args.method);
      if (failure) throw failure;
      switch (args.method) {
        case 'eth_accounts':
          return state.accounts;
        case 'eth_requestAccounts':
          state.accounts = [state.connectAs ?? '0x0000000000000000000000000000000000000001'];
          return state.accounts;
        case 'eth_chainId':
          return state.chainId;
        case 'eth_sendTransaction':
          return state.hash ?? `0x${'ab'.repeat(32)}`;
        case 'eth_getTransactionByHash':
          return nonceKnownAfter-- > 0 ? null : { nonce: '0x9' };
        case 'wallet_switchEthereumChain': {
          const [{ chainId }] = args.params as [{ chainId: string }];
          if (!(state.knownChains ?? []).includes(chainId)) throw providerError(4902, 'Unrecognized chain');
          state.chainId = chainId;
          return null;
        }
        case 'wallet_addEthereumChain': {
          const [{ chainId }] = args.params as [{ chainId: string }];
          state.knownChains = [...(state.knownChains ?? []), chainId];
          state.chainId = chainId;
          return null;
        }
        case 'wallet_watchAsset':
          return true;
        default:
          throw providerError(4200, `Unsupported ${args.method}`);
      }
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
  return {
    provider,
    state,
    requests,
    fail: (method: string, error: Error) => failures.set(method, error),
    nonceUnknownFor: (lookups: number) => {
      nonceKnownAfter = lookups;
    },
    emit: (event: string) => {
      for (const listener of listeners.get(event) ?? []) (listener as () => void)();
    },
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}
