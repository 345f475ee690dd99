import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiErrorCode } from '@fantom-wallet/core';
import type { GraphqlExecutor } from '../graphql/GraphqlExecutor.ts';

export interface RequestHandlerOptions {
  executor: GraphqlExecutor;
  /** Allowed browser origins; '*' allows any. */
  corsOrigins: readonly string[];
  /** After this the request answers 503 "Service timeout." (code TIMEOUT) like the public API. */
  resolverTimeoutMs: number;
  maxBodyBytes: number;
  maxBatch: number;
  health: () => Promise<Record<string, unknown>>;
}

const graphqlPaths = new Set(['/', '/graphql', '/api']);

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The body of an answer that is one error: the GraphQL shape, so clients read every failure the same way. */
const errorBody = (message: string, code: ApiErrorCode) => ({ errors: [{ message, extensions: { code } }] });

function readBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Stop buffering but let the client finish sending, so it can read our 413 (closing the socket
        // under it would lose the answer); the connection is closed after the answer.
        request.removeAllListeners('data');
        request.resume();
        reject(new HttpError(413, 'LIMIT_EXCEEDED', `request body is larger than ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** POST JSON GraphQL at `/graphql`, `/api` and `/`, with CORS for the wallet's origins and a time limit. */
export function createRequestHandler(options: RequestHandlerOptions) {
  const anyOrigin = options.corsOrigins.includes('*');
  const allowed = new Set(options.corsOrigins);

  const cors = (request: IncomingMessage, response: ServerResponse): void => {
    const origin = request.headers.origin;
    if (origin === undefined || !(anyOrigin || allowed.has(origin))) return;
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('vary', 'Origin');
    response.setHeader('access-control-allow-methods', 'HEAD, GET, POST, OPTIONS');
    response.setHeader('access-control-allow-headers', 'Origin, Accept, Content-Type, X-Requested-With');
    response.setHeader('access-control-max-age', '300');
  };

  const execute = async (body: unknown, signal: AbortSignal): Promise<unknown> => {
    if (!Array.isArray(body)) return options.executor.run(body, signal);
    if (body.length === 0 || body.length > options.maxBatch) {
      throw new HttpError(
        400,
        body.length === 0 ? 'INVALID_QUERY' : 'LIMIT_EXCEEDED',
        `a batch must hold 1 to ${options.maxBatch} operations`,
      );
    }
    const budget = options.executor.budget();
    return Promise.all(body.map((item) => options.executor.run(item, signal, budget)));
  };

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    cors(request, response);
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (path === '/health' && request.method === 'GET') {
      sendJson(
        response,
        200,
        await options.health().catch((error: unknown) => ({ ok: false, error: String(error) })),
      );
      return;
    }
    if (!graphqlPaths.has(path)) {
      sendJson(response, 404, errorBody(`no GraphQL endpoint at ${path}; use /graphql or /api`, 'NOT_FOUND'));
      return;
    }
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST, OPTIONS');
      sendJson(response, 405, errorBody('GraphQL requests must be sent with POST', 'INVALID_QUERY'));
      return;
    }
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), options.resolverTimeoutMs);
    });
    try {
      const text = await readBody(request, options.maxBodyBytes);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new HttpError(400, 'INVALID_QUERY', 'request body is not valid JSON');
      }
      const result = await Promise.race([execute(body, controller.signal), timeout]);
      if (result === 'timeout') {
        controller.abort();
        // The public API's status and words; as JSON, so the code travels with them.
        sendJson(response, 503, errorBody('Service timeout.', 'TIMEOUT'));
        return;
      }
      sendJson(response, 200, result);
    } catch (error) {
      if (response.headersSent) return;
      if (error instanceof HttpError) {
        if (error.status === 413) response.setHeader('connection', 'close');
        sendJson(response, error.status, errorBody(error.message, error.code));
      } else sendJson(response, 500, errorBody('internal server error', 'INTERNAL'));
    } finally {
      clearTimeout(timer);
    }
  };
}
