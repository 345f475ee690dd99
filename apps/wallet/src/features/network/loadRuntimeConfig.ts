import { z } from 'zod/mini';
import type { RuntimeConfig } from './RuntimeConfig.ts';

const runtimeConfigSchema = z.object({
  defaultNetwork: z.enum(['devnet', 'mainnet', 'testnet']),
  devnet: z.optional(
    z.object({
      apiUrls: z.array(z.url()).check(z.minLength(1)),
      rpcUrl: z.optional(z.url()),
      faucetUrl: z.optional(z.url()),
      nameRegistryAddress: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
    }),
  ),
});

const fallback: RuntimeConfig = { defaultNetwork: 'mainnet' };

/** Reads `/runtime-config.json`; a missing or malformed file means "no local stack": mainnet. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/runtime-config.json', { cache: 'no-store' });
    if (!response.ok) return fallback;
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    if (!parsed.success) return fallback;
    const { defaultNetwork, devnet } = parsed.data;
    if (!devnet) return { defaultNetwork };
    return {
      defaultNetwork,
      devnet: {
        apiUrls: devnet.apiUrls,
        ...(devnet.rpcUrl ? { rpcUrl: devnet.rpcUrl } : {}),
        ...(devnet.faucetUrl ? { faucetUrl: devnet.faucetUrl } : {}),
        ...(devnet.nameRegistryAddress
          ? { nameRegistryAddress: devnet.nameRegistryAddress as `0x${string}` }
          : {}),
      },
    };
  } catch {
    return fallback;
  }
}
