import { describe, expect, it } from 'vitest';
import { createDevnetNetwork } from './createDevnetNetwork.ts';
import { explorerUrl } from './explorerUrl.ts';
import { OPERA_MAINNET } from './OPERA_MAINNET.ts';
import { OPERA_TESTNET } from './OPERA_TESTNET.ts';

describe('networks (docs/network.md#networks, docs/network.md#contracts)', () => {
  it('mainnet is chain 250 with the six public API providers and ftmscan', () => {
    expect(OPERA_MAINNET.chainId).toBe(250);
    expect(OPERA_MAINNET.apiProviders).toEqual([
      'https://xapi-nodea.fantom.network/',
      'https://xapi-nodeb.fantom.network/',
      'https://xapi-nodec.fantom.network/',
      'https://xapi-noded.fantom.network/',
      'https://xapi-nodee.fantom.network/',
      'https://xapi-nodef.fantom.network/',
    ]);
    expect(explorerUrl(OPERA_MAINNET, 'tx', '0xabc')).toBe('https://ftmscan.com/tx/0xabc');
  });

  it('testnet is chain 0xfa2', () => {
    expect(OPERA_TESTNET.chainId).toBe(4002);
    expect(explorerUrl(OPERA_TESTNET, 'tx', '0xabc')).toBe(
      'https://explorer.testnet.fantom.network/transactions/0xabc',
    );
  });

  it('the devnet is chain 4003 and has no explorer', () => {
    const devnet = createDevnetNetwork({
      apiProviders: ['http://127.0.0.1:4000/graphql'],
      rpcUrl: 'http://127.0.0.1:8545',
      contracts: { sfc: OPERA_MAINNET.contracts.sfc },
    });
    expect(devnet.chainId).toBe(4003);
    expect(devnet.explorer).toBeUndefined();
    expect(explorerUrl(devnet, 'address', '0x1')).toBeUndefined();
    expect(devnet.contracts.sfc).toBe('0xFC00FACE00000000000000000000000000000000');
  });
});
