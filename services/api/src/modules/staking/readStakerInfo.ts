import { stakerInfoArtifact } from '@fantom-wallet/contracts';
import type { ApiServices } from '../../services/ApiServices.ts';

export interface StakerInfoValues {
  name: string | null;
  logoUrl: string | null;
  website: string | null;
  contact: string | null;
}

/** How long a validator's info is served from memory before it is read again (it may publish a new one). */
export const STAKER_INFO_TTL_MS = 10 * 60_000;

interface Cached {
  read: Promise<StakerInfoValues | null>;
  at: number;
}

/**
 * Each API's own cache (by its services), never a module's: two APIs in one process (tests, a stack) on chains
 * that reuse contract addresses must not answer each other's validators.
 */
const caches = new WeakMap<ApiServices, Map<string, Cached>>();

function text(value: unknown, max = 100_000): string | null {
  return typeof value === 'string' && value.length <= max ? value : null;
}

async function download(url: string): Promise<unknown> {
  if (url.startsWith('data:')) {
    const comma = url.indexOf(',');
    const meta = url.slice(5, comma);
    const payload = url.slice(comma + 1);
    const body = meta.endsWith(';base64')
      ? Buffer.from(payload, 'base64').toString('utf8')
      : decodeURIComponent(payload);
    return JSON.parse(body);
  }
  if (!/^https?:\/\//.test(url)) return null;
  // The public server gives a validator's JSON 1 s; a slow host must not slow the validator list.
  const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
  return response.ok ? response.json() : null;
}

/**
 * What a validator publishes about itself: the StakerInfo contract gives a URL (a `data:` URL on the
 * devnet) of a JSON document. Null when there is no contract, no entry or an unreadable document.
 */
export function readStakerInfo(services: ApiServices, id: bigint): Promise<StakerInfoValues | null> {
  const contract = services.config.contracts.stakerInfo;
  if (contract === undefined) return Promise.resolve(null);
  let cache = caches.get(services);
  if (cache === undefined) {
    cache = new Map();
    caches.set(services, cache);
  }
  const key = `${contract}:${id}`;
  const now = Date.now();
  const cached = cache.get(key);
  if (cached !== undefined && now - cached.at < STAKER_INFO_TTL_MS) return cached.read;
  const read = (async () => {
    try {
      const url = await services.chain.readContract({
        address: contract,
        abi: stakerInfoArtifact.abi,
        functionName: 'getInfo',
        args: [id],
      });
      if (url === '') return null;
      const json = await download(url);
      if (typeof json !== 'object' || json === null) return null;
      const record = json as Record<string, unknown>;
      return {
        name: text(record.name, 200),
        logoUrl: text(record.logoUrl),
        website: text(record.website, 2000),
        contact: text(record.contact, 2000),
      };
    } catch {
      return null;
    }
  })();
  const entry = { read, at: now };
  cache.set(key, entry);
  // Only found entries are kept: a validator may publish its info later.
  read.then((info) => {
    if (info === null && cache.get(key) === entry) cache.delete(key);
  });
  return read;
}
