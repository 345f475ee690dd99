import type { Address } from '@fantom-wallet/core';
import { sameAddress } from '@fantom-wallet/core';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { useRuntimeConfig } from '../../../shared/network/useRuntimeConfig.ts';
import {
  connectWalletConnect,
  disconnectWalletConnect,
  loadWalletConnectProvider,
  NOT_CONFIGURED,
  useWalletConnectStore,
  walletConnectSettings,
} from '../../../signers/index.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { ConnectActions } from '../ConnectActions.tsx';
import type { ConnectOptionProps } from '../ConnectOptionProps.ts';

type Phase =
  | { kind: 'starting' }
  | { kind: 'pairing' }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' }
  | { kind: 'disconnected' };

/**
 * Connect Wallet → WalletConnect (docs/external-wallets.md#walletconnect): when the current account is the one
 * connected, this disconnects it; otherwise it pairs through the QR window, stores the session's account and
 * opens its account-history. Not configured, relay down, rejected or cancelled: a clear message and Try again.
 */
export function ConnectWalletConnect({ onBack, onClose, setTitle }: ConnectOptionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const live = useRef(true);
  const connecting = useWalletConnectStore((s) => s.connecting);

  const start = async () => {
    const settings = walletConnectSettings(useRuntimeConfig.getState());
    if (!settings) return setPhase({ kind: 'failed', message: NOT_CONFIGURED });
    const chain = { chainId: network.chainId, rpcUrl: network.rpcUrl };
    setPhase({ kind: 'starting' });
    try {
      const { accounts, activeIndex } = useAccountsStore.getState();
      const current = activeIndex === null ? undefined : accounts[activeIndex];
      if (current?.type === 'walletconnect') {
        const provider = await loadWalletConnectProvider(settings, chain);
        const connected = provider.session ? provider.accounts[0] : undefined;
        if (connected && sameAddress(connected, current.address)) {
          await disconnectWalletConnect();
          if (live.current) setPhase({ kind: 'disconnected' });
          return;
        }
      }
      setPhase({ kind: 'pairing' });
      const address: Address = await connectWalletConnect(settings, chain);
      if (!live.current) return;
      const store = useAccountsStore.getState();
      store.add({ type: 'walletconnect', address });
      store.setActive(address);
      onClose();
      navigate(`/account/${address}`);
    } catch (error) {
      if (live.current)
        setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: pairs once per opening
  useEffect(() => {
    live.current = true;
    setTitle(t('walletconnect.qrTitle'));
    void start();
    return () => {
      live.current = false;
    };
  }, []);

  // The user closed the QR window: the pairing is abandoned, the body offers to start again.
  useEffect(() => {
    if (phase.kind === 'pairing' && !connecting && !useWalletConnectStore.getState().error)
      setPhase({ kind: 'cancelled' });
  }, [connecting, phase.kind]);

  return (
    <Stack gap="sm">
      {(phase.kind === 'starting' || phase.kind === 'pairing') && (
        <Group role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('walletconnect.connecting')}</Text>
        </Group>
      )}
      {phase.kind === 'failed' && (
        <Alert color="red" role="alert">
          {phase.message}
        </Alert>
      )}
      {phase.kind === 'disconnected' && (
        <Alert color="blue" role="status">
          {t('walletconnect.disconnected')}
        </Alert>
      )}
      <ConnectActions onBack={onBack}>
        {(phase.kind === 'failed' || phase.kind === 'cancelled') && (
          <Button onClick={() => void start()}>{t('walletconnect.tryAgain')}</Button>
        )}
        {phase.kind === 'disconnected' && <Button onClick={onClose}>{t('walletconnect.ok')}</Button>}
      </ConnectActions>
    </Stack>
  );
}
