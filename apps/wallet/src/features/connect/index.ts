// Public API of the connect feature: Connect Wallet and the connectors' screens, each loaded on first open
// (docs/external-wallets.md). The signing code they pair with lives in src/signers/.
import { lazy } from 'react';

export type { ConnectOptionProps } from './ConnectOptionProps.ts';

/** Connect Wallet; render it inside <Suspense>. */
export const ConnectWalletModal = lazy(() =>
  import('./ConnectWalletModal.tsx').then((m) => ({ default: m.ConnectWalletModal })),
);

/**
 * Where WalletConnect's QR window opens, for Connect and Reconnect alike (a confirmation's Reconnect pairs too): the
 * app shell renders it inside <Suspense>; a small chunk, outside the first load.
 */
export const WalletConnectQrHost = lazy(() =>
  import('./walletconnect/WalletConnectQrHost.tsx').then((m) => ({ default: m.WalletConnectQrHost })),
);

/** Settings' browser-extension wallet section: add the network, watch an asset; render it inside <Suspense>. */
export const InjectedSettings = lazy(() =>
  import('./settings/InjectedSettings.tsx').then((m) => ({ default: m.InjectedSettings })),
);
