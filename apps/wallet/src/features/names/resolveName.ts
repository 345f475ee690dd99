import { buildNameLookup } from '@fantom-wallet/core';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';

async function ethCall(
  rpcUrl: string,
  call: { to: string; data: string },
  signal?: AbortSignal,
): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [call, 'latest'] }),
    ...(signal ? { signal } : {}),
  });
  const json = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (typeof json.result !== 'string') throw new Error(json.error?.message ?? 'eth_call failed');
  return json.result;
}

/**
 * Resolves a registered name to its owner's address through the chain's name registry
 * (docs/send.md#registered-names: the only name service). Null when the network has no registry or the name
 * is not registered.
 */
export async function resolveName(
  network: AppNetwork,
  name: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const registry = network.contracts.nameRegistry;
  if (!registry || !network.rpcUrl) return null;
  // The registry stores names as registered, e.g. 'ALICE.FTM'; the builder upper-cases the typed text.
  const label = name.trim();
  const owned = await ethCall(network.rpcUrl, buildNameLookup(registry, 'isOwnedByMapping', label), signal);
  if (BigInt(owned) === 0n) return null;
  const owner = await ethCall(network.rpcUrl, buildNameLookup(registry, 'getOwnerOfName', label), signal);
  // An address ABI-encodes as one 32-byte word: its last 20 bytes.
  const address = `0x${owner.slice(-40)}`;
  return /^0x0{40}$/.test(address) ? null : address;
}
