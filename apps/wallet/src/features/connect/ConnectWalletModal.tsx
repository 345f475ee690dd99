import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONNECT_OPTIONS, type ConnectOption } from './connectOptions.ts';

/** A connector whose code failed to load (offline, a new release replaced the chunk): say so, offer a retry. */
class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Connect Wallet (docs/external-wallets.md#connect-wallet): the list of Metamask, Ledger, Coinbase Wallet and
 * WalletConnect; choosing one opens its body in the same window (each loads on that click).
 */
export function ConnectWalletModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ConnectOption | null>(null);
  const [title, setTitle] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const back = () => {
    setChosen(null);
    setTitle(undefined);
  };
  const Body = chosen?.Body;
  if (chosen?.Window) return <chosen.Window opened={opened} onClose={onClose} />;
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('connect.title')} centered size="md">
      {Body ? (
        <LoadBoundary
          key={attempt}
          fallback={
            <Alert color="red" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('connect.loadError')}</Text>
                <Button size="xs" variant="default" onClick={() => setAttempt((n) => n + 1)}>
                  {t('connect.retry')}
                </Button>
              </Stack>
            </Alert>
          }
        >
          <Suspense
            fallback={
              <Stack align="center" role="status" py="md">
                <Loader size="sm" aria-hidden />
                <Text size="sm">{t('connect.loading')}</Text>
              </Stack>
            }
          >
            <Body onBack={back} onClose={onClose} setTitle={setTitle} />
          </Suspense>
        </LoadBoundary>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('connect.intro')}</Text>
          {CONNECT_OPTIONS.map((option) => (
            <Button
              key={option.type}
              variant="default"
              size="md"
              justify="flex-start"
              leftSection={<option.Icon size={20} aria-hidden />}
              disabled={!option.Body && !option.Window}
              onClick={() => setChosen(option)}
            >
              {t(`wallets.types.${option.type}`)}
            </Button>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
