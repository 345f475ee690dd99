import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RuntimeConfig } from '../src/shared/network/RuntimeConfig.ts';
import { type ContentEncoding, contentEncoding } from './contentEncoding.ts';
import { inlineScriptHashes } from './inlineScriptHashes.ts';
import { securityHeaders } from './securityHeaders.ts';

export interface WalletServerOptions {
  distDir: string;
  port?: number;
  host?: string;
  runtimeConfig: RuntimeConfig;
}

export interface WalletServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.wasm',
]);

/** A response body and the compressed forms of it that are smaller. */
interface Body {
  plain: Buffer;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/** Compresses a text body once, keeping only the encodings that make it smaller. */
function compressed(
  plain: Buffer,
  given: Record<ContentEncoding, Buffer | undefined> = { br: undefined, gzip: undefined },
): Body {
  const made: Record<ContentEncoding, () => Buffer> = {
    br: () =>
      brotliCompressSync(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      }),
    gzip: () => gzipSync(plain, { level: 9 }),
  };
  const encoded: Partial<Record<ContentEncoding, Buffer>> = {};
  for (const coding of ['br', 'gzip'] as const) {
    const body = given[coding] ?? made[coding]();
    if (body.length < plain.length) encoded[coding] = body;
  }
  return { plain, encoded };
}

/** A build's pre-compressed form of a file (`vite-plugin-compression2` writes `.br` and `.gz` beside it). */
const readIfThere = (path: string) => readFile(path).catch(() => undefined);

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The request's decoded path, or null when it is not valid percent-encoding (a bad request, not a crash). */
function decodePath(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/**
 * Serves the production build of the wallet (SPA fallback to index.html) with security headers and a
 * runtime configuration, so one build runs against any local stack. Every text response goes out compressed,
 * brotli where the browser accepts it, else gzip: static files as the build pre-compressed them (compressed
 * here once when the build has no such file), the HTML and the runtime configuration compressed once at start.
 * Files are kept in memory.
 */
export async function startWalletServer(options: WalletServerOptions): Promise<WalletServer> {
  const root = resolve(options.distDir);
  const indexHtml = await readFile(join(root, 'index.html')).catch(() => {
    throw new Error(`No wallet build in ${root}: run "npm run build -w apps/wallet" first.`);
  });
  const devnet = options.runtimeConfig.devnet;
  const connectSources = [
    ...(devnet?.apiUrls ?? []),
    devnet?.rpcUrl,
    devnet?.faucetUrl,
    options.runtimeConfig.walletConnect?.relayUrl,
    // A malformed bridge URL is the wallet's to report ("Can't parse api url path."), not a reason not to start.
    URL.canParse(options.runtimeConfig.bridge?.url ?? '') ? options.runtimeConfig.bridge?.url : undefined,
  ]
    .filter((u): u is string => typeof u === 'string')
    .map(originOf);
  const headers = securityHeaders(connectSources, inlineScriptHashes(indexHtml.toString('utf8')));
  const indexPath = join(root, 'index.html');
  const index = compressed(indexHtml, {
    br: await readIfThere(`${indexPath}.br`),
    gzip: await readIfThere(`${indexPath}.gz`),
  });
  const config = compressed(Buffer.from(JSON.stringify(options.runtimeConfig)));
  const cache = new Map<string, { body: Body; type: string }>();

  async function load(filePath: string): Promise<{ body: Body; type: string } | null> {
    const hit = cache.get(filePath);
    if (hit) return hit;
    const info = await stat(filePath).catch(() => null);
    if (!info?.isFile()) return null;
    const plain = await readFile(filePath);
    const ext = extname(filePath);
    const body = compressible.has(ext)
      ? compressed(plain, {
          br: await readIfThere(`${filePath}.br`),
          gzip: await readIfThere(`${filePath}.gz`),
        })
      : { plain, encoded: {} };
    const entry = { body, type: mimeTypes[ext] ?? 'application/octet-stream' };
    cache.set(filePath, entry);
    return entry;
  }

  const server = createServer((req, res) => {
    const accepted = contentEncoding(req.headers['accept-encoding']);
    const send = (status: number, body: Body | Buffer, type: string, extra: Record<string, string> = {}) => {
      const { plain, encoded } = Buffer.isBuffer(body) ? compressed(body) : body;
      const coding = accepted !== null && encoded[accepted] !== undefined ? accepted : null;
      const sent = coding === null ? plain : (encoded[coding] ?? plain);
      res.writeHead(status, {
        ...headers,
        'Content-Type': type,
        'Content-Length': String(sent.length),
        Vary: 'Accept-Encoding',
        ...(coding === null ? {} : { 'Content-Encoding': coding }),
        ...extra,
      });
      res.end(req.method === 'HEAD' ? undefined : sent);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(405, Buffer.from('Method not allowed'), 'text/plain; charset=utf-8', { Allow: 'GET, HEAD' });
      return;
    }
    const pathname = decodePath(req.url);
    if (pathname === null) {
      send(400, Buffer.from('Bad path'), 'text/plain; charset=utf-8');
      return;
    }
    if (pathname === '/runtime-config.json') {
      send(200, config, 'application/json; charset=utf-8', { 'Cache-Control': 'no-store' });
      return;
    }
    const filePath = normalize(join(root, pathname));
    if (filePath !== root && !filePath.startsWith(root + sep)) {
      send(400, Buffer.from('Bad path'), 'text/plain; charset=utf-8');
      return;
    }
    void load(filePath).then(
      (file) => {
        if (file && pathname !== '/') {
          const immutable = pathname.startsWith('/assets/');
          send(200, file.body, file.type, {
            'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          });
        } else if (extname(pathname) && pathname !== '/') {
          send(404, Buffer.from('Not found'), 'text/plain; charset=utf-8');
        } else {
          send(200, index, mimeTypes['.html'] ?? 'text/html', { 'Cache-Control': 'no-cache' });
        }
      },
      () => send(500, Buffer.from('Internal error'), 'text/plain; charset=utf-8'),
    );
  });

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', ok);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
