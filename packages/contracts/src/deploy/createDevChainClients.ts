import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  type EIP1193RequestFn,
  hexToBigInt,
  http,
  numberToHex,
  type Transport,
} from 'viem';
import { devnetChain } from '../devnetChain.ts';
import type { DevChainClients } from './DevChainClients.ts';

/**
 * anvil mines a transaction sent without a gas limit with its own exact estimate, made on the pending block. When
 * the block it is mined in has a later timestamp, a call that then writes changed values where the estimate rewrote
 * unchanged ones (a Uniswap pair's price accumulators, an fMint reward checkpoint) needs more and runs out. Writes
 * without a limit get that estimate plus a quarter; one that cannot be estimated (it reverts) goes as it was.
 */
function withGasHeadroom(transport: Transport): Transport {
  return (config) => {
    const inner = transport(config);
    const request = (async (args, options) => {
      const [tx] = (args.params ?? []) as [Record<string, unknown> | undefined];
      if (args.method === 'eth_sendTransaction' && tx && tx.gas === undefined) {
        const estimate = await inner
          .request({ method: 'eth_estimateGas', params: [tx] })
          .catch(() => undefined);
        if (typeof estimate === 'string')
          return inner.request(
            {
              method: args.method,
              params: [{ ...tx, gas: numberToHex((hexToBigInt(estimate as `0x${string}`) * 5n) / 4n) }],
            },
            options,
          );
      }
      return inner.request(args, options);
    }) as EIP1193RequestFn;
    return { ...inner, request };
  };
}

/** Clients for a local anvil; short polling because anvil mines each transaction at once. */
export function createDevChainClients(rpcUrl: string): DevChainClients {
  const transport = http(rpcUrl, { batch: false, retryCount: 0 });
  const chain = { ...devnetChain, rpcUrls: { default: { http: [rpcUrl] } } };
  return {
    public: createPublicClient({ chain, transport, pollingInterval: 50 }),
    wallet: createWalletClient({ chain, transport: withGasHeadroom(transport), pollingInterval: 50 }),
    test: createTestClient({ chain, transport, mode: 'anvil', pollingInterval: 50 }),
  };
}
