import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Deployment, DevChainClients } from '@fantom-wallet/contracts';
import { type Address, isAddress, parseEther } from 'viem';
import { fundAddress } from './fundAddress.ts';
import { sealEpochs } from './sealEpochs.ts';
import { timeTravel } from './timeTravel.ts';

export interface DevnetServerDeps {
  clients: DevChainClients;
  deployment: Deployment;
  /** Serialises chain-changing work with the epoch timer. */
  enqueue: <T>(task: () => Promise<T>) => Promise<T>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * HTTP endpoints of the devnet on 127.0.0.1:
 * - POST /faucet {address, amount?}: test FTM (amount in whole FTM, default 1000) and test tokens
 * - POST /time-travel {days?, seconds?, epochs?}: advance chain time, seal epochs, resolve due proposals
 * - POST /seal-epoch: seal one epoch now
 * - GET /deployment.json, /validators.json, /validators/<id>.json, /health
 * CORS is open because the wallet (another origin) offers the faucet on the local network.
 */
export function devnetServer(deps: DevnetServerDeps): Server {
  return createServer((req, res) => {
    handle(deps, req)
      .then((body) => send(res, 200, body))
      .catch((error: unknown) => {
        const status = error instanceof HttpError ? error.status : 500;
        send(res, status, { error: error instanceof Error ? error.message : String(error) });
      });
  });
}

async function handle(
  { clients, deployment, enqueue }: DevnetServerDeps,
  req: IncomingMessage,
): Promise<unknown> {
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  if (req.method === 'OPTIONS') return {};
  if (req.method === 'GET') {
    if (path === '/health') return { ok: true, chainId: deployment.chainId };
    if (path === '/deployment.json') return deployment;
    if (path === '/validators.json') return deployment.validators;
    const match = /^\/validators\/(\d+)\.json$/.exec(path);
    if (match) {
      const v = deployment.validators.find((x) => x.id === Number(match[1]));
      if (v === undefined) throw new HttpError(404, 'unknown validator');
      return { name: v.name, website: v.website, contact: v.contact, logoUrl: v.logoUrl };
    }
    throw new HttpError(404, 'not found');
  }
  if (req.method !== 'POST') throw new HttpError(405, 'method not allowed');
  const body = await readJson(req);
  if (path === '/faucet') {
    const address = body.address;
    if (typeof address !== 'string' || !isAddress(address))
      throw new HttpError(400, 'a valid address is required');
    let amount: bigint | undefined;
    if (body.amount !== undefined) {
      if (typeof body.amount !== 'string' && typeof body.amount !== 'number')
        throw new HttpError(400, 'bad amount');
      try {
        amount = parseEther(String(body.amount));
      } catch {
        throw new HttpError(400, 'bad amount');
      }
    }
    const result = await enqueue(() => fundAddress(clients, deployment, address as Address, amount)).catch(
      (error: unknown) => {
        throw error instanceof RangeError ? new HttpError(400, error.message) : error;
      },
    );
    return { address, ftm: result.ftm.toString(), transactions: result.hashes };
  }
  if (path === '/time-travel') {
    const days = numberField(body, 'days');
    const seconds = numberField(body, 'seconds');
    const epochs = numberField(body, 'epochs');
    const total = BigInt(Math.round(days * 86_400 + seconds));
    if (total < 0n) throw new HttpError(400, 'time only moves forward');
    const r = await enqueue(() =>
      timeTravel(clients, deployment, total, body.epochs === undefined ? undefined : epochs),
    );
    return {
      timestamp: Number(r.timestamp),
      sealedEpoch: Number(r.sealedEpoch),
      resolvedProposals: r.resolvedProposals.map(Number),
    };
  }
  if (path === '/seal-epoch') {
    const sealed = await enqueue(() => sealEpochs(clients, deployment, 1));
    return { sealedEpoch: Number(sealed) };
  }
  throw new HttpError(404, 'not found');
}

function numberField(body: Record<string, unknown>, key: string): number {
  const v = body[key];
  if (v === undefined) return 0;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
    throw new HttpError(400, `${key} must be a number ≥ 0`);
  return v;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new HttpError(413, 'body too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('not an object');
    return parsed as Record<string, unknown>;
  } catch {
    throw new HttpError(400, 'body must be a JSON object');
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
  });
  res.end(JSON.stringify(body, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}
