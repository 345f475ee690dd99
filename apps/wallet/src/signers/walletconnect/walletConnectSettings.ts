import type { RuntimeConfig } from '../../shared/network/RuntimeConfig.ts';

/** Where the wallet reaches WalletConnect: the Reown project id and, when not the SDK's default, the relay. */
export interface WalletConnectSettings {
  projectId: string;
  relayUrl?: string;
}

/** The build's defaults (`VITE_WALLETCONNECT_PROJECT_ID`, `VITE_WALLETCONNECT_RELAY_URL`), absent in most builds. */
export interface WalletConnectBuildDefaults {
  projectId?: string | undefined;
  relayUrl?: string | undefined;
}

const buildDefaults: WalletConnectBuildDefaults = {
  projectId: import.meta.env?.VITE_WALLETCONNECT_PROJECT_ID,
  relayUrl: import.meta.env?.VITE_WALLETCONNECT_RELAY_URL,
};

/**
 * The runtime config's WalletConnect fields, each falling back to the build's default; no project id at all
 * means WalletConnect is not configured here (docs/external-wallets.md#walletconnect). A relay without a project
 * id (the local stack's loopback relay, which ignores it) gets a placeholder id.
 */
export function walletConnectSettings(
  runtime: Pick<RuntimeConfig, 'walletConnect'>,
  defaults: WalletConnectBuildDefaults = buildDefaults,
): WalletConnectSettings | undefined {
  const relayUrl = runtime.walletConnect?.relayUrl ?? defaults.relayUrl;
  const projectId =
    runtime.walletConnect?.projectId ?? defaults.projectId ?? (relayUrl ? 'local' : undefined);
  if (!projectId) return undefined;
  return relayUrl ? { projectId, relayUrl } : { projectId };
}
