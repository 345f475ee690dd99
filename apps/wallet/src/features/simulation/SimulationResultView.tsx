import type { FwalletBalanceChange, FwalletSimulation } from '@fantom-wallet/api-client';
import { Badge, Box, Group, List, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showAmount } from './simulationAlerts.ts';

function changeText(change: FwalletBalanceChange, amount: bigint): string {
  const collection = change.name ?? change.symbol ?? change.token ?? '';
  if (change.kind === 'ERC721') return `1 × ${collection} #${change.tokenId ?? ''}`;
  if (change.kind === 'ERC1155') return `${amount} × ${collection} #${change.tokenId ?? ''}`;
  const text = showAmount(amount, change.decimals, change.symbol, change.token);
  // An unknown token shows its address beside whatever it calls itself.
  return change.symbol !== null && change.token !== null && change.kind === 'ERC20'
    ? `${text} (${change.token})`
    : text;
}

/** One simulation's changes, approvals, calls, gas and block (docs/simulation.md#in-the-confirmation). */
export function SimulationResultView({
  result,
  outOfDate,
}: {
  result: FwalletSimulation;
  outOfDate: boolean;
}) {
  const { t } = useTranslation();
  // Shades that keep 4.5:1 contrast on either scheme's background.
  const dark = useComputedColorScheme('light') === 'dark';
  const sent = result.changes.filter((c) => c.out > 0n);
  const received = result.changes.filter((c) => c.in > 0n);
  const gas = result.calls.reduce((sum, call) => sum + call.gasUsed, 0n);
  return (
    <Stack gap="xs" style={{ opacity: outOfDate ? 0.5 : 1 }} aria-busy={outOfDate}>
      {outOfDate && (
        <Badge color="gray" variant="light" role="status">
          {t('simulation.outOfDate')}
        </Badge>
      )}
      {sent.length === 0 && received.length === 0 && <Text size="sm">{t('simulation.noChanges')}</Text>}
      {sent.length > 0 && (
        <Box>
          <Text size="sm" fw={600}>
            {t('simulation.youSend')}
          </Text>
          <List size="sm" listStyleType="none">
            {sent.map((change) => (
              <List.Item key={`${change.kind}${change.token}${change.tokenId}`}>
                <Text span c={dark ? 'red.4' : 'red.9'} size="sm" style={{ wordBreak: 'break-all' }}>
                  −{changeText(change, change.out)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Box>
      )}
      {received.length > 0 && (
        <Box>
          <Text size="sm" fw={600}>
            {t('simulation.youReceive')}
          </Text>
          <List size="sm" listStyleType="none">
            {received.map((change) => (
              <List.Item key={`${change.kind}${change.token}${change.tokenId}`}>
                <Text span c={dark ? 'green.4' : 'teal.9'} size="sm" style={{ wordBreak: 'break-all' }}>
                  +{changeText(change, change.in)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Box>
      )}
      {result.approvals.length > 0 && (
        <Box>
          <Text size="sm" fw={600}>
            {t('simulation.approvals')}
          </Text>
          <List size="sm" listStyleType="none">
            {result.approvals.map((approval) => {
              const spender = approval.spenderLabel ?? approval.spender;
              const name = approval.symbol ?? approval.token;
              const line = approval.allItems
                ? t('simulation.approvalAll', { spender, name })
                : approval.amount === null
                  ? t('simulation.approvalItem', { spender, name, id: String(approval.tokenId ?? '') })
                  : t('simulation.approvalLine', {
                      spender,
                      symbol: name,
                      amount: approval.unlimited
                        ? t('simulation.unlimited')
                        : showAmount(approval.amount, approval.decimals, null, null),
                    });
              return (
                <List.Item key={`${approval.token}${approval.spender}${approval.tokenId}`}>
                  <Text span size="sm" style={{ wordBreak: 'break-all' }}>
                    {line}
                  </Text>
                </List.Item>
              );
            })}
          </List>
        </Box>
      )}
      <Box>
        <Text size="sm" fw={600}>
          {t('simulation.calls')}
        </Text>
        <List size="sm" listStyleType="none">
          {result.calls.map((call, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: calls are a fixed list in order; the same call may repeat.
            <List.Item key={i}>
              <Text span size="sm" style={{ wordBreak: 'break-all' }}>
                {t('simulation.callLine', {
                  target: call.contractLabel ?? call.to ?? '',
                  method: call.method,
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      </Box>
      <Group gap="md">
        <Text size="xs" c="dimmed">
          {t('simulation.gasUsed', { gas: gas.toString() })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('simulation.block', { block: String(result.blockNumber ?? '') })}
        </Text>
      </Group>
    </Stack>
  );
}
