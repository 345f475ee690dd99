import type { FwalletAllowance } from '@fantom-wallet/api-client';
import { formatAmount, sameAddress, shortenAddress } from '@fantom-wallet/core';
import {
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { formatDateTime } from '../../../shared/formatChainTime.ts';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import { chainLabel } from '../../../shared/ui/chainLabel.ts';
import { ExplorerLink } from '../../../shared/ui/ExplorerLink.tsx';
import { usePhoneLayout } from '../../../shared/ui/usePhoneLayout.ts';
import { useProgressiveRows } from '../../../shared/ui/useProgressiveRows.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { useContactsStore } from '../../../storage/contacts/useContactsStore.ts';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import type { RevokeOrder } from '../revoke/RevokeOrder.ts';
import { rowKey, toRevokeOrder } from './toRevokeOrder.ts';

/** Where the list stands: loading, failed, a provider without the field, or its rows. */
export type ApprovalsListState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'unlisted' }
  | {
      status: 'ready';
      rows: readonly FwalletAllowance[];
      more?: { loading: boolean; load: () => void; error?: unknown };
    };

/** Each risk's badge, readable in both schemes (white on dark red, black on yellow, the text colour on none). */
const RISK_BADGE = {
  HIGH: { color: 'red.9', variant: 'filled' },
  MEDIUM: { color: 'yellow.4', variant: 'filled', autoContrast: true },
  LOW: { variant: 'default' },
} as const;

/**
 * The Approvals tab's list (docs/approvals.md#in-the-wallet): one row per token and spender in the API's order
 * (riskiest first) with its risk, the token, the spender (its label, or the name the user gave the address, and
 * always the whole address: a look-alike differs somewhere in the middle), the amount or 'Unlimited', when it was
 * set and its transaction. Rows are selected and revoked together.
 */
export function ApprovalsList({
  state,
  onRevoke,
}: {
  state: ApprovalsListState;
  onRevoke: (order: RevokeOrder) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const phone = usePhoneLayout();
  const rows = state.status === 'ready' ? state.rows : [];
  // A page of 100 rows would hold its first paint back by hundreds of milliseconds on a phone: the top comes first.
  const drawn = rows.slice(0, useProgressiveRows(rows.length));
  // Only rows still listed count: a revoked row leaves the selection with the list's refresh.
  const chosen = useMemo(() => new Set(rows.map(rowKey).filter((k) => selected.has(k))), [rows, selected]);

  if (state.status === 'loading')
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('approvals.loading')} />
      </Center>
    );
  if (state.status === 'error')
    return (
      <Alert color="red" role="alert" title={t('history.errorTitle')}>
        {errorMessage(state.error, t)}
      </Alert>
    );
  if (state.status === 'unlisted')
    return (
      <Alert color="blue" role="status">
        {t('approvals.unlisted')}
      </Alert>
    );
  if (rows.length === 0) return <Text c="dimmed">{t('approvals.none')}</Text>;

  const toggle = (key: string, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const all = chosen.size === rows.length;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t('approvals.intro')}
        </Text>
        <Button
          color="red"
          disabled={chosen.size === 0}
          onClick={() => onRevoke(toRevokeOrder(rows, chosen))}
        >
          {chosen.size === 0 ? t('approvals.revoke') : t('approvals.revokeSelected', { count: chosen.size })}
        </Button>
      </Group>
      {/* One layout at a time, as the other lists: a phone gets a card per approval instead of the wide table. */}
      {phone ? (
        <>
          <Checkbox
            label={t('approvals.selectAll')}
            checked={all}
            indeterminate={chosen.size > 0 && !all}
            onChange={(e) => setSelected(e.currentTarget.checked ? new Set(rows.map(rowKey)) : new Set())}
          />
          <Stack
            gap="xs"
            component="ul"
            aria-label={t('approvals.label')}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {drawn.map((row) => (
              <ApprovalCard
                key={rowKey(row)}
                row={row}
                selected={chosen.has(rowKey(row))}
                onSelect={(on) => toggle(rowKey(row), on)}
              />
            ))}
          </Stack>
        </>
      ) : (
        <Table.ScrollContainer minWidth={880}>
          <Table verticalSpacing="xs" highlightOnHover aria-label={t('approvals.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('approvals.selectAll')}
                    checked={all}
                    indeterminate={chosen.size > 0 && !all}
                    onChange={(e) =>
                      setSelected(e.currentTarget.checked ? new Set(rows.map(rowKey)) : new Set())
                    }
                  />
                </Table.Th>
                <Table.Th>{t('approvals.columns.risk')}</Table.Th>
                <Table.Th>{t('approvals.columns.token')}</Table.Th>
                <Table.Th>{t('approvals.columns.spender')}</Table.Th>
                <Table.Th>{t('approvals.columns.amount')}</Table.Th>
                <Table.Th>{t('approvals.columns.time')}</Table.Th>
                <Table.Th>{t('approvals.columns.transaction')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {drawn.map((row) => (
                <ApprovalRow
                  key={rowKey(row)}
                  row={row}
                  selected={chosen.has(rowKey(row))}
                  onSelect={(on) => toggle(rowKey(row), on)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {state.more && (
        <Center>
          <Button variant="default" loading={state.more.loading} onClick={state.more.load}>
            {t('approvals.more')}
          </Button>
        </Center>
      )}
      {state.more?.error !== undefined && (
        <Alert color="red" role="alert">
          {errorMessage(state.more.error, t)}
        </Alert>
      )}
    </Stack>
  );
}

interface ApprovalRowProps {
  row: FwalletAllowance;
  selected: boolean;
  onSelect: (on: boolean) => void;
}

/** What a row and a card both show of an approval. */
function useApprovalView({ row, selected, onSelect }: ApprovalRowProps) {
  const { t, i18n } = useTranslation();
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  const contacts = useContactsStore((s) => s.contacts);
  const accounts = useAccountsStore((s) => s.accounts);
  const { token, spender } = row;
  const spenderAddress = spender.address;
  const tokenName =
    token.symbol === null ? shortenAddress(token.address) : chainLabel(token.symbol, 'symbol');
  const spenderName =
    spender.label ??
    contacts.find((c) => sameAddress(c.address, spenderAddress))?.name ??
    accounts.find((a) => sameAddress(a.address, spenderAddress))?.name ??
    null;
  const amount = row.allItems
    ? t('approvals.allItems')
    : row.unlimited || row.amount === null
      ? t('approvals.unlimited')
      : formatAmount(row.amount, { decimals: token.decimals ?? 0, fractionDigits });
  const rowData = { 'data-token': token.address, 'data-spender': spenderAddress, 'data-risk': row.risk };
  const select = (
    <Checkbox
      aria-label={t('approvals.select', {
        token: tokenName,
        spender: spenderName === null ? spenderAddress : chainLabel(spenderName, 'name'),
      })}
      checked={selected}
      onChange={(e) => onSelect(e.currentTarget.checked)}
    />
  );
  const risk = (
    // The label's own overflow is hidden: visible, so a narrow table never cuts 'High' to 'H…'.
    <Badge {...RISK_BADGE[row.risk]} styles={{ label: { overflow: 'visible' } }}>
      {t(`approvals.risk.${row.risk}`)}
    </Badge>
  );
  const tokenCell = (
    <>
      <Text span fw={600} fz="sm" display="block">
        {token.symbol === null ? (
          t('approvals.unknownToken')
        ) : (
          <ChainText text={token.symbol} kind="symbol" />
        )}
      </Text>
      <Text span ff="monospace" fz="xs" c="dimmed" title={token.address}>
        {shortenAddress(token.address)}
      </Text>
    </>
  );
  const spenderCell = (
    <>
      {spenderName !== null && (
        <Text span fw={600} fz="sm" display="block">
          <ChainText text={spenderName} kind="name" />
        </Text>
      )}
      <Text span ff="monospace" fz="xs" display="block" style={{ wordBreak: 'break-all' }}>
        {spenderAddress}
      </Text>
      {!spender.hasCode ? (
        <Text span fz="xs" c="dimmed">
          {t('approvals.notContract')}
        </Text>
      ) : (
        spender.label === null && (
          <Text span fz="xs" c="dimmed">
            {t('approvals.unknownContract')}
          </Text>
        )
      )}
    </>
  );
  const amountCell = (
    <>
      {amount}
      {!row.allItems && token.symbol !== null && (
        <>
          {' '}
          <ChainText text={token.symbol} kind="symbol" expandable={false} />
        </>
      )}
    </>
  );
  const time = formatDateTime(new Date(Number(row.changedAt) * 1000), i18n.language);
  const transaction = (
    <ExplorerLink kind="tx" id={row.transaction} label={row.transaction}>
      {shortenAddress(row.transaction)}
    </ExplorerLink>
  );
  return { rowData, select, risk, tokenCell, spenderCell, amountCell, time, transaction };
}

function ApprovalRow(props: ApprovalRowProps) {
  const view = useApprovalView(props);
  return (
    <Table.Tr {...view.rowData}>
      <Table.Td>{view.select}</Table.Td>
      <Table.Td>{view.risk}</Table.Td>
      <Table.Td fz="sm">{view.tokenCell}</Table.Td>
      <Table.Td fz="sm">{view.spenderCell}</Table.Td>
      <Table.Td
        fz="sm"
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        data-col="amount"
      >
        {view.amountCell}
      </Table.Td>
      <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {view.time}
      </Table.Td>
      <Table.Td ff="monospace" fz="sm">
        {view.transaction}
      </Table.Td>
    </Table.Tr>
  );
}

/** A phone's card: the same facts as a row, stacked. */
function ApprovalCard(props: ApprovalRowProps) {
  const view = useApprovalView(props);
  return (
    <Paper component="li" withBorder p="sm" {...view.rowData}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {view.select}
            <div>{view.tokenCell}</div>
          </Group>
          {view.risk}
        </Group>
        <div>{view.spenderCell}</div>
        <Text fz="sm" fw={600} data-col="amount" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {view.amountCell}
        </Text>
        <Group justify="space-between" gap="xs" fz="xs">
          <Text span fz="xs" c="dimmed">
            {view.time}
          </Text>
          <Text span ff="monospace" fz="xs">
            {view.transaction}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
