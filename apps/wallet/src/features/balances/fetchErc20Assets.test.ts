import { describe, expect, it } from 'vitest';
import { fakeTransport } from '../../shared/test/fakeTransport.ts';
import { fetchErc20Assets } from './fetchErc20Assets.ts';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('fetchErc20Assets', () => {
  it('keeps only tokens with a positive balance', async () => {
    const token = (symbol: string, balanceOf: string) => ({
      address: B,
      name: symbol,
      symbol,
      decimals: 6,
      totalSupply: '0x1',
      logoURL: '',
      balanceOf,
    });
    const transport = fakeTransport({
      erc20Assets: () => ({ erc20Assets: [token('tUSDC', '0xf4240'), token('tDAI', '0x0')] }),
    });
    expect((await fetchErc20Assets(transport, A)).map((t) => [t.symbol, t.balance])).toEqual([
      ['tUSDC', 1_000_000n],
    ]);
  });
});
