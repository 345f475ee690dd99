import { stakerInfoArtifact } from '@fantom-wallet/contracts';
import type { ApiServices } from '../../services/ApiServices.ts';

export interface StakerInfoValues {
  name: string | null;
  logoUrl: string | null;
  website: string | null;
  contact: string | null;
}

const cache = new Map<string, Promise<StakerInfoValues | null>>();

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
  const key = `${contract}:${id}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
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
  cache.set(key, read);
  // Only found entries are kept: a validator may publish its info later.
  read.then((info) => {
    if (info === null) cache.delete(key);
  });
  return read;
}
