import type { Address, SiteTypedData } from '@fantom-wallet/core';
import { createPublicClient, erc20Abi, getAddress, http } from 'viem';
import type { AppNetwork } from '../../shared/network/index.ts';
import { signatureKeys } from '../../shared/queryKeys.ts';
import { checksummedAddress } from './checksummedAddress.ts';
import { decodePermits } from './permits.ts';
import { treeTokens, typedDataTree } from './typedDataTree.ts';

/** What a signature window knows of an address: a name, for a token its symbol and decimals; whether it has code. */
export interface AddressFacts {
  label?: string;
  symbol?: string;
  decimals?: number;
  isContract?: boolean;
}
/** Facts by lower-case address. */
export type FactsByAddress = Readonly<Record<string, AddressFacts>>;

/** A site's typed data makes the window read at most this many tokens: a batch of hundreds stays a few reads. */
const MAX_TOKENS_READ = 20;

/**
 * The addresses typed data names, as the window shows them: the network's own contracts by name, and read on the
 * network's node, the domain's contract, each permit's token and each token the message's amounts count (symbol,
 * decimals; the first {@link MAX_TOKENS_READ}), and each permit's spender (has code). What cannot be read stays
 * unknown, and the window then shows the raw values.
 */
async function readFacts(network: AppNetwork, typedData: SiteTypedData): Promise<FactsByAddress> {
  const facts: Record<string, AddressFacts> = {};
  for (const [name, address] of Object.entries(network.contracts))
    if (typeof address === 'string') facts[address.toLowerCase()] = { label: name };
  if (!network.rpcUrl) return facts;
  const client = createPublicClient({ transport: http(network.rpcUrl) });
  const permits = decodePermits(typedData);
  const contract = checksummedAddress(typedData.domain.verifyingContract);
  const tokens = new Set<Address>(
    [
      ...(contract ? [contract] : []),
      ...permits.map((p) => p.token),
      ...treeTokens(typedDataTree(typedData)),
    ].map((token) => getAddress(token)),
  );
  await Promise.all([
    ...[...tokens].slice(0, MAX_TOKENS_READ).map(async (token) => {
      const [symbol, decimals] = await Promise.all([
        client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }).catch(() => undefined),
        client
          .readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
          .catch(() => undefined),
      ]);
      const key = token.toLowerCase();
      facts[key] = {
        ...facts[key],
        ...(symbol === undefined ? {} : { symbol }),
        ...(decimals === undefined ? {} : { decimals }),
      };
    }),
    ...[...new Set(permits.map((p) => p.spender))].map(async (spender) => {
      const code = await client.getCode({ address: spender }).catch(() => null);
      if (code === null) return;
      const key = spender.toLowerCase();
      facts[key] = { ...facts[key], isContract: code !== undefined && code !== '0x' };
    }),
  ]);
  return facts;
}

export const signatureFactsQuery = (network: AppNetwork, typedData: SiteTypedData, json: string) => ({
  queryKey: signatureKeys.facts(network.id, json),
  queryFn: () => readFacts(network, typedData),
  staleTime: Number.POSITIVE_INFINITY,
});
