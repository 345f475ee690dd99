import { abortableSleep } from './abortableSleep.ts';
import { backoffDelay } from './backoffDelay.ts';
import { GraphQLResponseError } from './GraphQLResponseError.ts';
import { shuffled } from './shuffled.ts';

/**
 * After a network error, the page is marked offline if requests still fail this long after it
 * (docs/network.md#offline-banner).
 */
export const OFFLINE_DELAY_MS = 600;

export interface GraphQLRequest {
  operationName?: string;
  query: string;
  variables?: Record<string, unknown>;
}

export interface TransportOptions {
  /**
   * GraphQL endpoints. The first request picks one at random; later ones go to the last that answered, and on a
   * failure to the others in a fresh random order (docs/network.md#rotation).
   */
  providers: readonly string[];
  /** Called with true when the API has been unreachable for OFFLINE_DELAY_MS, false on the next success. */
  onOfflineChange?: (offline: boolean) => void;
  fetch?: typeof fetch;
  random?: () => number;
  /** Per-attempt time limit, so a hung provider does not hold a request. */
  attemptTimeoutMs?: number;
}

export interface Transport {
  /** Resolves with `data`, rejects with GraphQLResponseError when the API answered with errors, or AbortError. */
  request<T>(request: GraphQLRequest, signal?: AbortSignal): Promise<T>;
  setProviders(providers: readonly string[]): void;
  readonly offline: boolean;
}

class NetworkFailure extends Error {}

/**
 * The wallet's way to the chain API: POST JSON to one provider chosen at random, fall back to the others on
 * a network failure, and retry forever with backoff. A GraphQL error is an answer, not a failure.
 *
 * Requests stay with the provider that answered last. Providers are replicas that each learn of a new block on
 * their own clock, so a read sent to another one could come from an older block than the one before it: the
 * balance a screen refetches after a send could be the balance from before it.
 */
export function createTransport(options: TransportOptions): Transport {
  let providers = [...options.providers];
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const random = options.random ?? Math.random;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 15_000;
  /** The provider every request tries first while it is listed: picked at random, then the last that answered. */
  let current: string | undefined;
  /** A round's order: in the first, the current provider and then the others shuffled; after that, all shuffled. */
  const orderFor = (round: number): string[] => {
    const first = current;
    if (round > 0 || first === undefined || !providers.includes(first)) {
      const order = shuffled(providers, random);
      if (round === 0) current = order[0];
      return order;
    }
    const others = providers.filter((url) => url !== first);
    return [first, ...shuffled(others, random)];
  };
  let offline = false;
  let offlineTimer: ReturnType<typeof setTimeout> | null = null;

  const setOffline = (value: boolean) => {
    if (offline === value) return;
    offline = value;
    options.onOfflineChange?.(value);
  };
  const noteFailure = () => {
    if (offline || offlineTimer) return;
    offlineTimer = setTimeout(() => {
      offlineTimer = null;
      setOffline(true);
    }, OFFLINE_DELAY_MS);
  };
  /** `url` answered: the page is online, and later requests go to it first. */
  const noteAnswer = (url: string) => {
    current = url;
    if (offlineTimer) clearTimeout(offlineTimer);
    offlineTimer = null;
    setOffline(false);
  };

  async function attempt<T>(
    url: string,
    body: string,
    operationName: string | undefined,
    signal?: AbortSignal,
  ): Promise<T> {
    const timeout = AbortSignal.timeout(attemptTimeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        signal: combined,
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new NetworkFailure(String(error));
    }
    // 5xx (including the 503 of a resolver timeout) and gateway errors: try another provider.
    if (response.status >= 500 || response.status === 429)
      throw new NetworkFailure(`HTTP ${response.status}`);
    let json: {
      data?: T | null;
      errors?: Array<{ message?: unknown; path?: Array<string | number>; extensions?: { code?: unknown } }>;
    };
    try {
      json = (await response.json()) as typeof json;
    } catch {
      throw new NetworkFailure('Malformed response');
    }
    if (json.errors?.length) {
      throw new GraphQLResponseError(
        json.errors.map((e) => ({
          message: String(e.message ?? 'Unknown error'),
          ...(e.path ? { path: e.path } : {}),
          ...(typeof e.extensions?.code === 'string' ? { code: e.extensions.code } : {}),
        })),
        operationName,
      );
    }
    if (json.data === undefined || json.data === null) throw new NetworkFailure('Response without data');
    return json.data;
  }

  return {
    get offline() {
      return offline;
    },
    setProviders(next) {
      providers = [...next];
    },
    async request<T>(request: GraphQLRequest, signal?: AbortSignal): Promise<T> {
      const body = JSON.stringify({
        operationName: request.operationName ?? null,
        query: request.query,
        variables: request.variables ?? {},
      });
      for (let round = 0; ; round++) {
        for (const url of orderFor(round)) {
          try {
            const data = await attempt<T>(url, body, request.operationName, signal);
            noteAnswer(url);
            return data;
          } catch (error) {
            if (!(error instanceof NetworkFailure)) {
              if (error instanceof GraphQLResponseError) noteAnswer(url);
              throw error;
            }
            noteFailure();
          }
        }
        await abortableSleep(backoffDelay(round, random), signal);
      }
    },
  };
}
