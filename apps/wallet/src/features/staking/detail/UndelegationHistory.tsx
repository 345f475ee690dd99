import { Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format/AmountCell.tsx';
import { formatChainDate } from '../format/formatChainDate.ts';
import { formatTimeLeft } from '../format/formatTimeLeft.ts';
import type { WithdrawRow } from './withdrawRows.ts';

/**
 * The 'Undelegation History' card (docs/staking.md#withdraw-requests): Amount (FTM), Undelegation Time and
 * Withdrawal, where Withdrawal is the date once withdrawn, else a Withdraw button that is enabled only when
 * the request is due (period + 900 s of chain time) and otherwise says how long is left or why it is blocked.
 */
export function UndelegationHistory({
  rows,
  onWithdraw,
}: {
  rows: WithdrawRow[];
  onWithdraw: (row: WithdrawRow) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="undelegation-history-title">
      <Stack>
        <Title order={2} size="h4" id="undelegation-history-title">
          {t('staking.history.title')}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">{t('staking.history.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table aria-labelledby="undelegation-history-title" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th ta="right">{t('staking.history.amount')}</Table.Th>
                  <Table.Th>{t('staking.history.time')}</Table.Th>
                  <Table.Th>{t('staking.history.withdrawal')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-request={String(row.withdrawRequestId)}>
                    <AmountCell value={row.amount} />
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatChainDate(row.createdTime, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      {row.status.state === 'withdrawn' ? (
                        <Text span size="sm">
                          {t('staking.history.withdrawnOn', {
                            date: formatChainDate(row.withdrawTime ?? 0n, i18n.language),
                          })}
                        </Text>
                      ) : (
                        <Stack gap={4} align="flex-start">
                          <Button
                            size="compact-sm"
                            disabled={row.status.state !== 'available'}
                            onClick={() => onWithdraw(row)}
                          >
                            {row.status.state === 'waiting'
                              ? t('staking.history.withdrawIn', {
                                  time: formatTimeLeft(row.status.secondsLeft),
                                })
                              : t('staking.history.withdraw')}
                          </Button>
                          {row.status.state === 'blocked' && (
                            <Text size="xs" c="dimmed" role="note">
                              {row.status.message}
                            </Text>
                          )}
                        </Stack>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
