// Public API of the connect feature: Connect Wallet and the connectors' screens, each loaded on first open
// (docs/external-wallets.md). The signing code they pair with lives in src/signers/.
import { lazy } from 'react';
import { quietLazy } from '../../shared/feature/quietLazy.ts';

export type { ConnectOptionProps } from './ConnectOptionProps.ts';

/** Connect Wallet; render it inside <Suspense>. */
export const ConnectWalletModal = lazy(() =>
  import('./ConnectWalletModal.tsx').then((m) => ({ default: m.ConnectWalletModal })),
);

/**
 * Where WalletConnect's QR window opens, for Connect and Reconnect alike (a confirmation's Reconnect pairs too): a
 * small chunk, outside the first load, that the app shell renders once it is here (it shows nothing until a pairing
 * starts, so it need not suspend).
 */
export const WalletConnectQrHost = quietLazy(
  () => import('./walletconnect/WalletConnectQrHost.tsx'),
  'WalletConnectQrHost',
);

/** Settings' browser-extension wallet section: add the network, watch an asset; render it inside <Suspense>. */
export const InjectedSettings = lazy(() =>
  import('./settings/InjectedSettings.tsx').then((m) => ({ default: m.InjectedSettings })),
);
