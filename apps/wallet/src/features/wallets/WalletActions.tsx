import { Button, Card, SimpleGrid, Text } from '@mantine/core';
import { IconDownload, IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectWalletModal } from '../connect/index.ts';

// Every window loads on first use: the welcome screen's first load stays small.
const CreateWalletModal = lazy(() =>
  import('./CreateWalletModal.tsx').then((m) => ({ default: m.CreateWalletModal })),
);
const RestoreWalletModal = lazy(() =>
  import('./RestoreWalletModal.tsx').then((m) => ({ default: m.RestoreWalletModal })),
);

type Open = 'connect' | 'create' | 'restore' | null;

/** The three ways in: Connect Wallet, Create Wallet, Restore Wallet (welcome and dashboard). */
export function WalletActions({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const actions = [
    {
      key: 'connect',
      label: t('welcome.connectWallet'),
      text: t('welcome.connectWalletText'),
      Icon: IconPlugConnected,
    },
    { key: 'create', label: t('welcome.createWallet'), text: t('welcome.createWalletText'), Icon: IconPlus },
    {
      key: 'restore',
      label: t('welcome.restoreWallet'),
      text: t('welcome.restoreWalletText'),
      Icon: IconDownload,
    },
  ] as const;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {actions.map(({ key, label, text, Icon }) => (
          <Card key={key} withBorder padding={compact ? 'sm' : 'lg'}>
            <Button
              fullWidth
              size={compact ? 'sm' : 'md'}
              variant={key === 'create' ? 'filled' : key === 'restore' ? 'light' : 'outline'}
              leftSection={<Icon size={18} aria-hidden />}
              onClick={() => setOpen(key)}
            >
              {label}
            </Button>
            {!compact && (
              <Text size="sm" mt="sm" c="dimmed">
                {text}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <Suspense fallback={null}>
        {open === 'connect' && <ConnectWalletModal opened onClose={() => setOpen(null)} />}
        {open === 'create' && <CreateWalletModal opened onClose={() => setOpen(null)} />}
        {open === 'restore' && <RestoreWalletModal opened onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
