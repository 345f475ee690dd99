import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { z } from 'zod';
import { BridgeError, badParameters, bridgeDown } from './BridgeError.ts';
import type { BridgeControls, BridgeService } from './bridgeService.ts';
import {
  bnbBalancesRequest,
  ethBalancesRequest,
  finalizeRequest,
  swapRequest,
  testFailFinalizes,
  testSwitch,
} from './requestSchemas.ts';

export interface BridgeServerOptions {
  service: BridgeService;
  controls: BridgeControls;
  /** Origins answered with CORS headers; '*' admits any. */
  corsOrigins: readonly string[];
  /** When set, every API call needs `Authorization: Basic base64(username:password)`. */
  basicAuth?: { username: string; password: string };
  /** Adds the /test/* controls. */
  testMode: boolean;
  log?: (line: string) => void;
}

/** Larger bodies are refused unread: no request of the API needs more than a few hundred bytes. */
export const maxBodyBytes = 16 * 1024;

interface Answer {
  status: number;
  body: { success: boolean; result: unknown; errMessage: string; status: number };
}

const answer = (result: unknown): Answer => ({
  status: 200,
  body: { success: true, result, errMessage: '', status: 200 },
});

const refusal = (error: BridgeError): Answer => ({
  status: error.status,
  body: { success: false, result: { code: error.code }, errMessage: error.message, status: error.status },
});

/** The bridge's HTTP API (docs/bridge.md#http-api): plain JSON in, `{success, result, errMessage, status}` out. */
export function bridgeServer(options: BridgeServerOptions): Server {
  const { service, controls } = options;
  const log = options.log ?? (() => {});
  const expectedAuth = options.basicAuth
    ? Buffer.from(
        `Basic ${Buffer.from(`${options.basicAuth.username}:${options.basicAuth.password}`).toString('base64')}`,
      )
    : undefined;

  const authorised = (request: IncomingMessage): boolean => {
    if (!expectedAuth) return true;
    const given = Buffer.from(request.headers.authorization ?? '');
    return given.length === expectedAuth.length && timingSafeEqual(given, expectedAuth);
  };

  const post = <T extends z.ZodType>(schema: T, body: unknown, run: (value: z.infer<T>) => unknown) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw badParameters();
    return run(parsed.data);
  };

  const route = async (method: string, path: string, body: unknown): Promise<Answer | undefined> => {
    if (options.testMode && path.startsWith('/test/')) return testRoute(method, path, body);
    if (controls.answer500) throw bridgeDown();
    if (method === 'GET' && path === '/tokens') return answer(service.tokens());
    if (method !== 'POST') return undefined;
    switch (path) {
      case '/getEthBalances':
        return answer(await post(ethBalancesRequest, body, service.getEthBalances));
      case '/getBnbBalances':
        return answer(await post(bnbBalancesRequest, body, service.getBnbBalances));
      case '/swaps':
        return answer(post(swapRequest, body, service.swaps));
      case '/finalizeSwap':
        return answer(await post(finalizeRequest, body, service.finalizeSwap));
      default:
        return undefined;
    }
  };

  const testRoute = (method: string, path: string, body: unknown): Answer | undefined => {
    if (method === 'GET' && path.startsWith('/test/bep2/'))
      return answer(service.bep2Account(decodeURIComponent(path.slice('/test/bep2/'.length))));
    if (method !== 'POST') return undefined;
    switch (path) {
      case '/test/failFinalizes':
        return post(testFailFinalizes, body, ({ count }) => {
          controls.failFinalizes = count;
          return answer({ failFinalizes: count });
        }) as Answer;
      case '/test/answer500':
        return post(testSwitch, body, ({ on }) => {
          controls.answer500 = on;
          return answer({ answer500: on });
        }) as Answer;
      case '/test/holdDeposits':
        return post(testSwitch, body, ({ on }) => {
          controls.holdDeposits = on;
          return answer({ holdDeposits: on });
        }) as Answer;
      default:
        return undefined;
    }
  };

  const send = (request: IncomingMessage, response: ServerResponse, result: Answer): void => {
    const origin = request.headers.origin;
    if (origin && (options.corsOrigins.includes('*') || options.corsOrigins.includes(origin))) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'Origin');
    }
    response.writeHead(result.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(result.body));
  };

  return createServer((request, response) => {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://bridge').pathname.replace(/\/+$/, '') || '/';
    const origin = request.headers.origin;
    if (method === 'OPTIONS') {
      if (origin && (options.corsOrigins.includes('*') || options.corsOrigins.includes(origin))) {
        response.setHeader('access-control-allow-origin', origin);
        response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
        response.setHeader('access-control-allow-headers', 'content-type, authorization');
        response.setHeader('access-control-max-age', '600');
        response.setHeader('vary', 'Origin');
      }
      response.writeHead(204).end();
      request.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(request.headers['content-length'] ?? 0) > maxBodyBytes;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => {
      void (async () => {
        let result: Answer | undefined;
        try {
          if (!authorised(request))
            result = {
              status: 401,
              body: { success: false, result: null, errMessage: 'Unauthorized', status: 401 },
            };
          else if (tooLarge) throw badParameters();
          else {
            let body: unknown;
            if (method === 'POST') {
              try {
                body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
              } catch {
                throw badParameters();
              }
            }
            result = await route(method, path, body);
            if (!result)
              result = {
                status: 404,
                body: { success: false, result: null, errMessage: 'Not found', status: 404 },
              };
          }
        } catch (error) {
          if (!(error instanceof BridgeError)) log(`bridge: ${String(error)}`);
          else if (error.status === 500) log(`bridge: down: ${String(error.cause ?? error.message)}`);
          result = refusal(error instanceof BridgeError ? error : bridgeDown(error));
        }
        send(request, response, result);
      })();
    });
  });
}
