import { NETWORK_IDS, type NetworkContracts } from '@fantom-wallet/core';
import { isAddress } from 'viem/utils';
import { z } from 'zod/mini';
import type { RuntimeConfig } from './RuntimeConfig.ts';

const address = z.custom<`0x${string}`>(
  (value) => typeof value === 'string' && isAddress(value, { strict: false }),
);
const optionalAddress = z.optional(address);

const runtimeConfigSchema = z.object({
  defaultNetwork: z.enum(NETWORK_IDS),
  devnet: z.optional(
    z.object({
      apiUrls: z.array(z.url()).check(z.minLength(1)),
      rpcUrl: z.optional(z.url()),
      faucetUrl: z.optional(z.url()),
      contracts: z.object({
        sfc: address,
        stakeTokenizer: optionalAddress,
        sftm: optionalAddress,
        wftm: optionalAddress,
        stakerInfo: optionalAddress,
        nameRegistry: optionalAddress,
        fMintAddressProvider: optionalAddress,
        fusd: optionalAddress,
        uniswapFactory: optionalAddress,
        uniswapRouter: optionalAddress,
        governance: optionalAddress,
        governable: optionalAddress,
      } satisfies Record<keyof NetworkContracts, unknown>),
    }),
  ),
  walletConnect: z.optional(
    z.object({
      projectId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
      relayUrl: z.optional(z.url({ protocol: /^wss?$/ })),
    }),
  ),
  coinbase: z.optional(z.object({ keysUrl: z.optional(z.url({ protocol: /^https?$/ })) })),
  bridge: z.optional(
    z.object({
      url: z.string().check(z.maxLength(2000)),
      basicAuth: z.optional(
        z.object({
          username: z.string().check(z.maxLength(200)),
          password: z.string().check(z.maxLength(200)),
        }),
      ),
    }),
  ),
});

const fallback: RuntimeConfig = { defaultNetwork: 'mainnet' };

/** Keeps the fields that are set (exactOptionalPropertyTypes: an absent contract is a missing key). */
function definedOnly<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

/** Reads `/runtime-config.json`; a missing or malformed file means "no local stack": mainnet. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/runtime-config.json', { cache: 'no-store' });
    if (!response.ok) return fallback;
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    if (!parsed.success) return fallback;
    const { defaultNetwork, devnet, walletConnect, coinbase, bridge } = parsed.data;
    const connectors = {
      ...(walletConnect ? { walletConnect: definedOnly(walletConnect) } : {}),
      ...(coinbase ? { coinbase: definedOnly(coinbase) } : {}),
      ...(bridge ? { bridge: definedOnly(bridge) } : {}),
    };
    if (!devnet) return { defaultNetwork, ...connectors };
    const { contracts, ...rest } = devnet;
    return {
      defaultNetwork,
      devnet: { ...definedOnly(rest), contracts: definedOnly(contracts) as NetworkContracts },
      ...connectors,
    };
  } catch {
    return fallback;
  }
}
