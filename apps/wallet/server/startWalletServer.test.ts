import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWalletServer, type WalletServer } from './startWalletServer.ts';

const PRE_PAINT = "document.documentElement.setAttribute('dir', 'ltr');";
const STYLE = `body { color: red; }\n${'.x { margin: 0 }\n'.repeat(200)}`;
const PRECOMPRESSED_STYLE = gzipSync(STYLE, { level: 1 });
let dir = '';
let server: WalletServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wallet-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><title>fWallet</title><script>${PRE_PAINT}</script><div id="root"></div>`,
  );
  await writeFile(join(dir, 'assets', 'app-1234.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // As the build leaves a file it pre-compressed: the server sends these bytes, not its own compression.
  await writeFile(join(dir, 'assets', 'style-1234.css'), STYLE);
  await writeFile(join(dir, 'assets', 'style-1234.css.gz'), PRECOMPRESSED_STYLE);
  await writeFile(`${dir}-secret.txt`, 'outside the build');
  server = await startWalletServer({
    distDir: dir,
    runtimeConfig: {
      defaultNetwork: 'devnet',
      devnet: {
        apiUrls: ['http://127.0.0.1:4100/graphql'],
        rpcUrl: 'http://127.0.0.1:8545',
        faucetUrl: 'http://127.0.0.1:8546/faucet',
        contracts: { sfc: '0xFC00FACE00000000000000000000000000000000' },
      },
      walletConnect: { relayUrl: 'ws://127.0.0.1:4200' },
      bridge: { url: 'http://127.0.0.1:4300/' },
    },
  });
});

afterAll(async () => {
  await server.stop();
  await rm(`${dir}-secret.txt`, { force: true });
  await rm(dir, { recursive: true, force: true });
});

/** A raw GET: fetch() would normalise `..` and reject malformed escapes before they reach the server. */
function get(
  path: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((ok, fail) => {
    const req = request(`${server.url}${path}`, { method, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

const paths = ['/', '/dashboard', '/assets/app-1234.js', '/runtime-config.json', '/missing.png', '/%E0%A4%A'];

/** A raw GET with an Accept-Encoding, answering the body's bytes as they came. */
function getEncoded(
  path: string,
  acceptEncoding: string | undefined,
): Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((ok, fail) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

const decode = (encoding: unknown, bytes: Buffer) =>
  (encoding === 'br'
    ? brotliDecompressSync(bytes)
    : encoding === 'gzip'
      ? gunzipSync(bytes)
      : bytes
  ).toString('utf8');

describe('wallet server compression', () => {
  const texts = ['/', '/dashboard', '/assets/app-1234.js', '/assets/style-1234.css', '/runtime-config.json'];

  it.each(texts)(
    '%s goes out as brotli where accepted, else gzip, else plain; the headers are the same in each',
    async (path) => {
      const plain = await getEncoded(path, undefined);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const { 'content-length': _plainLength, ...plainHeaders } = plain.headers;
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.5', 'gzip'],
        ['*', 'br'],
        ['identity', undefined],
      ] as const) {
        const answer = await getEncoded(path, accept);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers.vary).toBe('Accept-Encoding');
        expect(decode(encoding, answer.bytes)).toBe(plain.bytes.toString('utf8'));
        expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
        if (encoding !== undefined) expect(answer.bytes.length).toBeLessThan(plain.bytes.length);
        // Compression changes nothing else: the security headers and caching are those of the plain answer.
        const { 'content-length': _length, 'content-encoding': _encoding, ...rest } = answer.headers;
        expect({ ...rest, date: plainHeaders.date }).toEqual(plainHeaders);
      }
    },
  );

  it("sends a file's pre-compressed form from the build as it is", async () => {
    const answer = await getEncoded('/assets/style-1234.css', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.bytes.equals(PRECOMPRESSED_STYLE)).toBe(true);
  });
});

describe('wallet server headers', () => {
  it.each(paths)('%s carries the CSP, referrer, permissions and framing policies', async (path) => {
    const { headers } = await get(path);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(
      `script-src 'self' 'wasm-unsafe-eval' 'sha256-${createHash('sha256').update(PRE_PAINT).digest('base64')}';`,
    );
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // WalletConnect's Verify attestation frame, and nothing else (docs/external-wallets.md#walletconnect).
    expect(csp).toContain('frame-src https://verify.walletconnect.org;');
    expect(csp).toContain("base-uri 'self'");
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    // Coinbase's keys popup talks to its opener with postMessage (docs/external-wallets.md#coinbase-wallet).
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("admits this stack's own HTTP endpoints, its WalletConnect relay and bridge, WalletConnect's hosted relay and HTTPS providers in connect-src, nothing else over HTTP", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src')) ?? '';
    expect(connect.split(' ').sort()).toEqual(
      [
        "'self'",
        'connect-src',
        'http://127.0.0.1:4100',
        'http://127.0.0.1:8545',
        'http://127.0.0.1:8546',
        'http://127.0.0.1:4300',
        'https:',
        'ws://127.0.0.1:4200',
        'wss://relay.walletconnect.org',
      ].sort(),
    );
  });
});

describe('wallet server routing', () => {
  it('serves the app shell for client routes and the runtime config uncached', async () => {
    const page = await get('/staking/0xabc/detail/1');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const config = await get('/runtime-config.json');
    expect(config.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(config.body)).toHaveProperty('devnet.rpcUrl', 'http://127.0.0.1:8545');
  });

  it('caches hashed assets for a year and gzips them when asked', async () => {
    const res = await new Promise<{ headers: Record<string, unknown> }>((ok, fail) => {
      request(`${server.url}/assets/app-1234.js`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
        r.resume();
        r.on('end', () => ok({ headers: r.headers }));
      })
        .on('error', fail)
        .end();
    });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 for a missing file and 405 for other methods', async () => {
    expect((await get('/missing.png')).status).toBe(404);
    const post = await get('/', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it.each([
    (base: string) => `/../${base}-secret.txt`,
    (base: string) => `/%2e%2e/${base}-secret.txt`,
    (base: string) => `/..%2f${base}-secret.txt`,
    () => '/..%2f..%2f..%2f..%2fetc%2fpasswd',
  ])('never serves a file outside the build (case %#)', async (path) => {
    const res = await get(path(dir.split('/').pop() ?? ''));
    expect(res.body).not.toContain('outside the build');
    expect(res.body).not.toContain('root:');
  });

  it('answers a malformed escape with 400 and keeps serving', async () => {
    const bad = await get('/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect((await get('/')).status).toBe(200);
  });
});
