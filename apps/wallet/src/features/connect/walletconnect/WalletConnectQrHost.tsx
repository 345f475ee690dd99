import { lazy, Suspense } from 'react';
import { useWalletConnectStore } from '../../../signers/index.ts';

const QrWindow = lazy(() =>
  import('./WalletConnectQrWindow.tsx').then((m) => ({ default: m.WalletConnectQrWindow })),
);

/**
 * Where the WalletConnect QR window appears, whoever started the pairing (Connect Wallet, or Reconnect in a
 * confirmation). Renders nothing, and loads nothing, until a pairing starts.
 */
export function WalletConnectQrHost() {
  const connecting = useWalletConnectStore((s) => s.connecting);
  if (!connecting) return null;
  return (
    <Suspense fallback={null}>
      <QrWindow />
    </Suspense>
  );
}
