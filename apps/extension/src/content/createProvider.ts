// The EIP-1193 provider a page sees (docs/extension.md#provider-in-the-page). Plain code without libraries: it
// runs in every page the extension matches, before the page's own scripts.

import { createLegacyMethods } from './legacyMethods.ts';

export const PROVIDER_INFO_NAME = 'fWallet';
export const PROVIDER_RDNS = 'app.fwallet';

interface RequestArguments {
  method: string;
  params?: unknown;
}

/** An EIP-1193 error: `code` tells a program what happened (4001 refused, 4100 unauthorised, …). */
export class ProviderError extends Error {
  readonly code: number;
  readonly data?: unknown;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
  }
}

type Listener = (...args: unknown[]) => void;

export interface ProviderTransport {
  /** Posts a request to the relay. */
  post(request: { kind: 'request'; id: string; method: string; params?: unknown }): void;
  /** Registers the handler of everything the relay sends back. */
  listen(handler: (message: unknown) => void): void;
  newId(): string;
}

/**
 * The answer to every request of a page whose origin is opaque (served with a CSP `sandbox` without
 * allow-same-origin): its messages cannot reach the relay and Chrome names no site for it.
 */
export const SANDBOXED_PAGE_ERROR = {
  code: 4900,
  message: 'fWallet cannot serve a sandboxed page.',
} as const;

/**
 * The transport of a sandboxed page: every request is answered at once with SANDBOXED_PAGE_ERROR, where the
 * relay would never hear it (a provider that never answers leaves the page waiting forever).
 */
export function sandboxedTransport(newId: () => string): ProviderTransport {
  let handler: (message: unknown) => void = () => undefined;
  return {
    post: (request) =>
      queueMicrotask(() => handler({ response: { id: request.id, error: SANDBOXED_PAGE_ERROR } })),
    listen: (h) => {
      handler = h;
    },
    newId,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Builds the provider over `transport`. Every answer is matched to its request by id; anything else the relay
 * (or a page pretending to be it) posts is ignored unless it has the exact shape of an answer or an event.
 */
export function createProvider(transport: ProviderTransport) {
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<Listener>>();
  let chainId: string | undefined;
  let connected = false;

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args);
      } catch {
        // A page's listener that throws must not stop the others.
      }
    }
  };

  const setChain = (next: string) => {
    if (!connected) {
      connected = true;
      chainId = next;
      emit('connect', { chainId: next });
    } else if (next !== chainId) {
      chainId = next;
      emit('chainChanged', next);
    }
  };

  transport.listen((message) => {
    if (!isRecord(message)) return;
    const { response, event } = message;
    if (isRecord(response) && typeof response.id === 'string') {
      const waiter = pending.get(response.id);
      if (!waiter) return;
      pending.delete(response.id);
      if (isRecord(response.error)) {
        const code = typeof response.error.code === 'number' ? response.error.code : -32603;
        const text = typeof response.error.message === 'string' ? response.error.message : 'Internal error.';
        waiter.reject(new ProviderError(code, text));
      } else waiter.resolve(response.result);
    } else if (isRecord(event)) {
      if (event.event === 'accountsChanged' && Array.isArray(event.data)) emit('accountsChanged', event.data);
      if (event.event === 'chainChanged' && typeof event.data === 'string') setChain(event.data);
    }
  });

  const call = (method: string, params?: unknown): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = transport.newId();
      pending.set(id, { resolve, reject });
      transport.post(
        params === undefined ? { kind: 'request', id, method } : { kind: 'request', id, method, params },
      );
    });

  async function request(args: RequestArguments): Promise<unknown> {
    if (!isRecord(args) || typeof args.method !== 'string' || args.method.length === 0)
      throw new ProviderError(-32602, 'Invalid method parameters.');
    if (args.params !== undefined && !Array.isArray(args.params) && !isRecord(args.params))
      throw new ProviderError(-32602, 'Invalid method parameters.');
    const result = await call(args.method, args.params);
    if (args.method === 'eth_chainId' && typeof result === 'string') setChain(result);
    if (args.method === 'eth_requestAccounts' && Array.isArray(result)) emit('accountsChanged', result);
    return result;
  }

  const provider = {
    isFWallet: true,
    /**
     * Many dApps offer their "connect" button only to a provider that says it is MetaMask, as most injected
     * wallets do; fWallet says what it really is with `isFWallet` and its EIP-6963 announcement.
     */
    isMetaMask: true,
    request,
    ...createLegacyMethods(request, (code, message) => new ProviderError(code, message)),
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    isConnected: () => connected,
  };
  // Asks the chain once so `connect` fires when the extension answers (EIP-1193).
  void provider.request({ method: 'eth_chainId' }).catch((error: unknown) => {
    emit('disconnect', error instanceof ProviderError ? error : new ProviderError(4900, 'Disconnected.'));
  });
  return provider;
}
export type FWalletProvider = ReturnType<typeof createProvider>;
