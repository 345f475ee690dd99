import { shortenAddress } from '@fantom-wallet/core';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExplorerLink } from '../../shared/ui/ExplorerLink.tsx';
import { useSentTransactionsStore } from '../../storage/sentTransactions/useSentTransactionsStore.ts';

/**
 * What became of the transactions this wallet sent and has not seen decided (after a reload or a closed tab):
 * still pending, or failed within the last day. Success needs no notice; it is in the list below.
 */
export function SentTransactionsNotice({ address }: { address: string }) {
  const { t } = useTranslation();
  const records = useSentTransactionsStore((s) => s.transactionsOf(address));
  const dayAgo = Date.now() - 86_400_000;
  const shown = records.filter(
    (r) => r.state === 'pending' || (r.state === 'failed' && r.submittedAt > dayAgo),
  );
  if (shown.length === 0) return null;
  return (
    <Alert color="yellow" title={t('history.sentTitle')}>
      <Stack gap={4}>
        {shown.map((record) => (
          <Group key={record.hash} gap="xs" wrap="nowrap">
            <Text span fz="sm" fw={600}>
              {t(`history.sentState.${record.state}`)}
            </Text>
            <Text ff="monospace" fz="sm">
              <ExplorerLink kind="tx" id={record.hash} label={record.hash}>
                {shortenAddress(record.hash)}
              </ExplorerLink>
            </Text>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
