// The pre-EIP-1193 methods older dApps and libraries still call (web3.js 0.x, early ethers, hand-written code),
// answered as MetaMask answers them, over the provider's `request` (docs/extension.md#provider-in-the-page).

/** A JSON-RPC 2.0 request as a legacy caller builds it. */
export interface JsonRpcPayload {
  id?: unknown;
  jsonrpc?: unknown;
  method: string;
  params?: unknown;
}

/** A JSON-RPC 2.0 answer: the payload's id with its result, or with its error. */
export type JsonRpcResponse =
  | { id: unknown; jsonrpc: '2.0'; result: unknown }
  | { id: unknown; jsonrpc: '2.0'; error: { code: number; message: string; data?: unknown } };

export type JsonRpcCallback = (error: Error | null, response?: unknown) => void;

type Request = (args: { method: string; params?: unknown }) => Promise<unknown>;
type ErrorMaker = (code: number, message: string) => Error & { code: number };

const INVALID_REQUEST = { code: -32600, message: 'Invalid request.' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function errorFields(error: unknown): { code: number; message: string; data?: unknown } {
  if (!isRecord(error)) return { code: -32603, message: 'Internal error.' };
  const code = typeof error.code === 'number' ? error.code : -32603;
  const message = typeof error.message === 'string' ? error.message : 'Internal error.';
  return 'data' in error && error.data !== undefined
    ? { code, message, data: error.data }
    : { code, message };
}

/**
 * enable(), send() in its two forms and sendAsync(), each a wrapper of `request` (so every check, answer and
 * event is the EIP-1193 one):
 * - `enable()`: eth_requestAccounts; resolves the accounts.
 * - `send(method, params?)`: resolves the JSON-RPC response `{ id, jsonrpc: '2.0', result }`, rejects with the
 *   provider's error (MetaMask's legacy form).
 * - `send(payload, callback)` and `sendAsync(payload, callback)`: a payload or a batch (an array of payloads);
 *   the callback gets `(null, response)`, `(error, { id, jsonrpc, error })` for a single failed call, and
 *   `(null, responses)` for a batch, each response carrying its result or its error.
 * - `send(payload)` without a callback (the old synchronous form) throws: a wallet in an extension cannot answer
 *   at once.
 */
export function createLegacyMethods(request: Request, makeError: ErrorMaker) {
  let nextId = 1;

  /** Answers one payload; never rejects: a failure is the response's error. */
  async function answer(payload: unknown): Promise<JsonRpcResponse> {
    const id = isRecord(payload) && 'id' in payload ? payload.id : null;
    if (!isRecord(payload) || typeof payload.method !== 'string' || payload.method.length === 0)
      return { id, jsonrpc: '2.0', error: INVALID_REQUEST };
    try {
      const args =
        payload.params === undefined
          ? { method: payload.method }
          : { method: payload.method, params: payload.params };
      return { id, jsonrpc: '2.0', result: await request(args) };
    } catch (error) {
      return { id, jsonrpc: '2.0', error: errorFields(error) };
    }
  }

  function sendAsync(payload: unknown, callback: JsonRpcCallback): void {
    if (typeof callback !== 'function') throw makeError(-32602, 'sendAsync needs a callback.');
    const done = (error: Error | null, response: unknown) => {
      try {
        callback(error, response);
      } catch {
        // The page's callback throwing is the page's matter: nothing else is waiting on it.
      }
    };
    if (Array.isArray(payload)) {
      // An empty batch is one invalid request (JSON-RPC 2.0); the callback is called later all the same.
      if (payload.length === 0)
        queueMicrotask(() =>
          done(makeError(INVALID_REQUEST.code, INVALID_REQUEST.message), {
            id: null,
            jsonrpc: '2.0',
            error: INVALID_REQUEST,
          }),
        );
      else void Promise.all(payload.map(answer)).then((responses) => done(null, responses));
      return;
    }
    void answer(payload).then((response) => {
      if ('error' in response) done(makeError(response.error.code, response.error.message), response);
      else done(null, response);
    });
  }

  function send(method: string, params?: unknown): Promise<JsonRpcResponse>;
  function send(payload: JsonRpcPayload | JsonRpcPayload[], callback: JsonRpcCallback): void;
  function send(methodOrPayload: unknown, paramsOrCallback?: unknown): Promise<JsonRpcResponse> | undefined {
    if (typeof methodOrPayload === 'string') {
      const id = nextId++;
      const args =
        paramsOrCallback === undefined
          ? { method: methodOrPayload }
          : { method: methodOrPayload, params: paramsOrCallback };
      return request(args).then((result) => ({ id, jsonrpc: '2.0', result }));
    }
    if (typeof paramsOrCallback === 'function') {
      sendAsync(methodOrPayload, paramsOrCallback as JsonRpcCallback);
      return undefined;
    }
    throw makeError(4200, 'fWallet does not answer synchronous send(): use request() or sendAsync().');
  }

  return {
    /** Legacy: asks for the site's accounts (eth_requestAccounts). */
    enable: (): Promise<unknown> => request({ method: 'eth_requestAccounts' }),
    send,
    sendAsync,
  };
}
