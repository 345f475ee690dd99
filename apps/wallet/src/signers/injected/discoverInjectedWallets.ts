import { type EIP6963ProviderDetail, requestProviders } from 'mipd';
import type { Eip1193Provider } from '../external/Eip1193Provider.ts';
import type { InjectedWallet } from './InjectedWallet.ts';

/** How long announcements may take after the request (wallets answer at once; this only lets the events land). */
const ANNOUNCE_WAIT_MS = 60;
/** Anything longer is not a wallet name a person reads. */
const MAX_NAME = 60;

export const MULTIPLE_WALLETS_LOG = 'Do you have multiple wallets installed?';

function isProvider(value: unknown): value is Eip1193Provider {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.request === 'function' &&
    typeof candidate.on === 'function' &&
    typeof candidate.removeListener === 'function'
  );
}

/** An icon is shown only as an inline image (no remote fetch, no script): anything else is dropped. */
function safeIcon(icon: unknown): string | undefined {
  return typeof icon === 'string' &&
    /^data:image\/(png|jpeg|gif|webp|svg\+xml);/i.test(icon) &&
    icon.length <= 100_000
    ? icon
    : undefined;
}

/** An announcement as the wallet keeps it, or undefined when a field is missing or malformed. */
export function toInjectedWallet(detail: unknown): InjectedWallet | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { info, provider } = detail as Partial<EIP6963ProviderDetail>;
  if (!info || typeof info !== 'object' || !isProvider(provider)) return undefined;
  const name = typeof info.name === 'string' ? info.name.trim().slice(0, MAX_NAME) : '';
  const rdns = typeof info.rdns === 'string' ? info.rdns.trim() : '';
  if (!name || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(rdns) || rdns.length > 200) return undefined;
  const icon = safeIcon(info.icon);
  return { rdns, name, ...(icon ? { icon } : {}), provider };
}

/**
 * The browser wallets in the page (docs/external-wallets.md#injected): those announced through EIP-6963 (one per
 * rdns, first wins), plus the legacy `window.ethereum` when it is none of them. When both sources exist and
 * disagree the user may have several wallets fighting over `window.ethereum`: that is logged.
 */
export async function discoverInjectedWallets(
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<InjectedWallet[]> {
  const wallets: InjectedWallet[] = [];
  // mipd's request, with our own check of each announcement: a hostile or broken one (no info, a remote icon)
  // must neither throw in the page nor shadow another wallet.
  const stop = requestProviders((detail) => {
    const wallet = toInjectedWallet(detail);
    if (wallet && !wallets.some((w) => w.rdns === wallet.rdns || w.provider === wallet.provider))
      wallets.push(wallet);
  });
  try {
    await wait(ANNOUNCE_WAIT_MS);
  } finally {
    stop?.();
  }
  const legacy = (window as { ethereum?: unknown }).ethereum;
  if (isProvider(legacy) && !wallets.some((w) => w.provider === legacy)) {
    if (wallets.length > 0) console.log(MULTIPLE_WALLETS_LOG);
    wallets.push({ name: 'Browser wallet', provider: legacy });
  }
  return wallets;
}

/** The provider of the wallet that gave an account: by its rdns, else the legacy `window.ethereum`. */
export async function findInjectedProvider(rdns: string | undefined): Promise<Eip1193Provider | undefined> {
  const wallets = await discoverInjectedWallets();
  return rdns === undefined
    ? wallets.find((w) => w.rdns === undefined)?.provider
    : wallets.find((w) => w.rdns === rdns)?.provider;
}
