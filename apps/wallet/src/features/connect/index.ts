// Public API of the connect feature: Connect Wallet, its body loaded on first open (docs/external-wallets.md).
import { lazy } from 'react';

export type { ConnectOptionProps } from './ConnectOptionProps.ts';

/** Connect Wallet; render it inside <Suspense>. */
export const ConnectWalletModal = lazy(() =>
  import('./ConnectWalletModal.tsx').then((m) => ({ default: m.ConnectWalletModal })),
);

/** Settings' browser-extension wallet section: add the network, watch an asset; render it inside <Suspense>. */
export const InjectedSettings = lazy(() =>
  import('./settings/InjectedSettings.tsx').then((m) => ({ default: m.InjectedSettings })),
);
