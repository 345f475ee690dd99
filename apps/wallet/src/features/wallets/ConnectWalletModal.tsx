import { Badge, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const connectors = ['metamask', 'ledger', 'coinbase', 'walletconnect'] as const;

/**
 * External wallets (docs/wallets.md#welcome). Their connectors come in their own release; until then each
 * says so.
 */
export function ConnectWalletModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('wallets.connect.title')} centered>
      <Stack gap="xs">
        <Text size="sm">{t('wallets.connect.intro')}</Text>
        {connectors.map((c) => (
          <Paper key={c} withBorder p="sm" aria-disabled>
            <Group justify="space-between">
              <Text fw={600}>{t(`wallets.types.${c}`)}</Text>
              <Badge variant="light" color="gray">
                {t('wallets.connect.comingSoon')}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Modal>
  );
}
