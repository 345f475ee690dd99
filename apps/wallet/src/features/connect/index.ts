// Public API of the connect feature: Connect Wallet and the connectors' screens, each loaded on first open
// (docs/external-wallets.md). The signing code they pair with lives in src/signers/.
import { lazy } from 'react';

export type { ConnectOptionProps } from './ConnectOptionProps.ts';

/** Connect Wallet; render it inside <Suspense>. */
export const ConnectWalletModal = lazy(() =>
  import('./ConnectWalletModal.tsx').then((m) => ({ default: m.ConnectWalletModal })),
);

/**
 * Where WalletConnect's QR window opens, for Connect and Reconnect alike (a confirmation's Reconnect pairs too). It
 * is in the first load only as the check whether a pairing started (the store's flag): the window's code, and the
 * signer seam's chunks it shares, load when one does. Loaded with the app shell's first effects instead, they
 * were some twenty chunks whose preload links made a task of ~130 ms on this machine, ~500 ms at a phone's speed
 * (BENCHMARKS.md).
 */
export { WalletConnectQrHost } from './walletconnect/WalletConnectQrHost.tsx';

/** Settings' browser-extension wallet section: add the network, watch an asset; render it inside <Suspense>. */
export const InjectedSettings = lazy(() =>
  import('./settings/InjectedSettings.tsx').then((m) => ({ default: m.InjectedSettings })),
);
