import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiServices } from '../../services/ApiServices.ts';
import { readStakerInfo, STAKER_INFO_TTL_MS } from './readStakerInfo.ts';

const CONTRACT = '0x00000000000000000000000000000000000005aa';
const info = (name: string) => `data:application/json,${encodeURIComponent(JSON.stringify({ name }))}`;

/** Services of one API whose StakerInfo contract answers `urls()` for every validator, counting the reads. */
function servicesAnswering(urls: () => string) {
  const reads = { count: 0 };
  const services = {
    config: { contracts: { stakerInfo: CONTRACT } },
    chain: {
      readContract: async () => {
        reads.count += 1;
        return urls();
      },
    },
  } as unknown as ApiServices;
  return { services, reads };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('readStakerInfo', () => {
  it("keeps each API's answers apart: two APIs on chains with the same contract address", async () => {
    const first = servicesAnswering(() => info('Alpha'));
    const second = servicesAnswering(() => info('Beta'));
    expect((await readStakerInfo(first.services, 1n))?.name).toBe('Alpha');
    expect((await readStakerInfo(second.services, 1n))?.name).toBe('Beta');
  });

  it('serves a found entry from memory, then reads it again after STAKER_INFO_TTL_MS (a validator may change it)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let name = 'Alpha';
    const { services, reads } = servicesAnswering(() => info(name));
    expect((await readStakerInfo(services, 2n))?.name).toBe('Alpha');
    name = 'Alpha Staking';
    vi.advanceTimersByTime(STAKER_INFO_TTL_MS - 1);
    expect((await readStakerInfo(services, 2n))?.name).toBe('Alpha');
    expect(reads.count).toBe(1);
    vi.advanceTimersByTime(1);
    expect((await readStakerInfo(services, 2n))?.name).toBe('Alpha Staking');
    expect(reads.count).toBe(2);
  });

  it('does not keep "no entry": the next request reads the contract again', async () => {
    let url = '';
    const { services, reads } = servicesAnswering(() => url);
    expect(await readStakerInfo(services, 3n)).toBeNull();
    url = info('Later');
    expect((await readStakerInfo(services, 3n))?.name).toBe('Later');
    expect(reads.count).toBe(2);
  });
});
