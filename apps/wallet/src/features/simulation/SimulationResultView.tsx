import type {
  FwalletApproval,
  FwalletBalanceChange,
  FwalletSimulation,
  RequestSender,
} from '@fantom-wallet/api-client';
import { formatAmountFull, type LookalikeCheck } from '@fantom-wallet/core';
import { Badge, Box, Group, List, Stack, Text, useComputedColorScheme } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLookalikeCheck } from '../../shared/tokens/useLookalikeCheck.ts';
import { ChainText } from '../../shared/ui/ChainText.tsx';
import { chainLabel } from '../../shared/ui/chainLabel.ts';
import { LookalikeBadge } from '../../shared/ui/LookalikeBadge.tsx';
import { showAmount } from './simulationAlerts.ts';

/**
 * One balance change: the amount and what the token calls itself, as chain text (SECURITY.md#text-from-the-chain),
 * so a symbol cannot reorder the address beside it; an ERC-20 shows its address, and a look-alike its badge.
 */
function ChangeText({
  change,
  amount,
  lookalikeOf,
}: {
  change: FwalletBalanceChange;
  amount: bigint;
  lookalikeOf: LookalikeCheck;
}) {
  const { t } = useTranslation();
  const collection = change.name ?? change.symbol ?? change.token ?? '';
  if (change.kind === 'ERC721' || change.kind === 'ERC1155') {
    return (
      <>
        {change.kind === 'ERC721' ? '1' : String(amount)} × <ChainText text={collection} kind="name" /> #
        {change.tokenId ?? ''}
      </>
    );
  }
  const unit = change.symbol;
  const like =
    change.kind === 'ERC20' && change.token !== null
      ? lookalikeOf({ address: change.token, symbol: change.symbol ?? '', name: change.name })
      : null;
  return (
    <>
      {formatAmountFull(amount, change.decimals ?? 0)}
      {unit !== null && unit !== '' ? (
        <>
          {' '}
          <ChainText text={unit} kind="symbol" />
        </>
      ) : (
        // No symbol: the whole address, never cut like a symbol (a cut one could pass for another's).
        change.token !== null && (
          <>
            {' '}
            <bdi dir="ltr">{change.token}</bdi>
          </>
        )
      )}
      {/* An unknown token shows its address beside whatever it calls itself. */}
      {unit !== null && unit !== '' && change.token !== null && change.kind === 'ERC20' && (
        <>
          {' ('}
          <bdi dir="ltr">{change.token}</bdi>)
        </>
      )}
      {like && (
        <>
          {' '}
          <LookalikeBadge like={like} />
        </>
      )}
      {/* Without decimals (a token the calls create, or one that does not say) the amount is in its smallest
          units: said so, or 1,000 tokens of 18 decimals would read as 10^21 of them. */}
      {change.kind === 'ERC20' && change.decimals === null && (
        <Text span size="xs" c="dimmed">
          {' '}
          {t('simulation.smallestUnits')}
        </Text>
      )}
    </>
  );
}

/**
 * What an approval lets its spender do after the calls, or, for one the calls withdraw, what it let the spender do
 * before them going to nothing (docs/simulation.md#approvals).
 */
function approvalLine(t: TFunction, approval: FwalletApproval, revoked: boolean): string {
  const spender = approval.spenderLabel ?? approval.spender;
  const name = approval.symbol === null ? approval.token : chainLabel(approval.symbol, 'symbol');
  if (approval.allItems) {
    const values = { spender, name };
    return revoked ? t('simulation.revoked.approvalAll', values) : t('simulation.approvalAll', values);
  }
  if (approval.amount === null) {
    const values = { spender, name, id: String(approval.tokenId ?? '') };
    return revoked ? t('simulation.revoked.approvalItem', values) : t('simulation.approvalItem', values);
  }
  const values = {
    spender,
    symbol: name,
    amount: approval.unlimited
      ? t('simulation.unlimited')
      : showAmount(approval.amount, approval.decimals, null, null),
  };
  return revoked ? t('simulation.revoked.approvalLine', values) : t('simulation.approvalLine', values);
}

/** One simulation's changes, approvals, calls, gas and block (docs/simulation.md#in-the-confirmation). */
export function SimulationResultView({
  result,
  outOfDate,
  transport,
}: {
  result: FwalletSimulation;
  outOfDate: boolean;
  /** The panel's API, which also lists the tokens a look-alike is measured against. */
  transport: RequestSender;
}) {
  const { t } = useTranslation();
  const lookalikeOf = useLookalikeCheck({ transport });
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
                  −<ChangeText change={change} amount={change.out} lookalikeOf={lookalikeOf} />
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
                  +<ChangeText change={change} amount={change.in} lookalikeOf={lookalikeOf} />
                </Text>
              </List.Item>
            ))}
          </List>
        </Box>
      )}
      {result.approvals.length + result.revoked.length > 0 && (
        <Box>
          <Text size="sm" fw={600}>
            {t('simulation.approvals')}
          </Text>
          <List size="sm" listStyleType="none">
            {[
              ...result.approvals.map((approval) => ({ approval, line: approvalLine(t, approval, false) })),
              ...result.revoked.map((approval) => ({ approval, line: approvalLine(t, approval, true) })),
            ].map(({ approval, line }) => (
              <List.Item key={`${line}${approval.token}${approval.spender}${approval.tokenId}`}>
                <Text span size="sm" style={{ wordBreak: 'break-all' }}>
                  {line}
                </Text>
              </List.Item>
            ))}
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
