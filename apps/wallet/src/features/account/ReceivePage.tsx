import { Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AddressQr } from '../../shared/ui/AddressQrButton.tsx';
import { COPY_HINT_LONG_MS, CopyAddressButton } from '../../shared/ui/CopyAddressButton.tsx';
import { useCurrentAccount } from '../../storage/accounts/useCurrentAccount.ts';
import { VerifyOnLedger } from '../ledger/index.ts';

/** Receive (docs/account.md#receive): the heading 'Receive Opera FTM', the address and its QR code. */
export default function ReceivePage() {
  const { t } = useTranslation();
  const account = useCurrentAccount();
  const [searchParams] = useSearchParams();
  if (!account) return null;
  return (
    <Card withBorder maw={520}>
      <Stack align="center">
        <Title order={2}>{t('receive.title')}</Title>
        <AddressQr address={account.address} />
        <Group gap={4} wrap="nowrap">
          <Code style={{ wordBreak: 'break-all' }}>{account.address}</Code>
          <CopyAddressButton address={account.address} hideAfterMs={COPY_HINT_LONG_MS} />
        </Group>
        <VerifyOnLedger account={account} variant="button" autoStart={searchParams.has('verify')} />
        <Text size="sm" c="dimmed" ta="center">
          {t('receive.warning')}
        </Text>
      </Stack>
    </Card>
  );
}
