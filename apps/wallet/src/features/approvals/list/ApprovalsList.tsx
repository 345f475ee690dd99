import type { FwalletAllowance } from '@fantom-wallet/api-client';
import { explorerUrl, formatAmount, sameAddress, shortenAddress } from '@fantom-wallet/core';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { formatDateTime } from '../../../shared/formatChainTime.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import { chainLabel } from '../../../shared/ui/chainLabel.ts';
import { usePhoneLayout } from '../../../shared/ui/usePhoneLayout.ts';
import { useProgressiveRows } from '../../../shared/ui/useProgressiveRows.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { useContactsStore } from '../../../storage/contacts/useContactsStore.ts';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import type { RevokeOrder } from '../revoke/RevokeOrder.ts';
import classes from './ApprovalsList.module.css';
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
  const toggle = useCallback(
    (key: string, on: boolean) =>
      setSelected((now) => {
        const next = new Set(now);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const context = useRowContext(toggle);
  const selectAllId = useId();

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

  const selectAll = (on: boolean) => setSelected(on ? new Set(rows.map(rowKey)) : new Set());
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
          <label className={classes.selectAll} htmlFor={selectAllId}>
            <SelectBox
              id={selectAllId}
              checked={all}
              indeterminate={chosen.size > 0 && !all}
              onChange={selectAll}
            />
            {t('approvals.selectAll')}
          </label>
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
                context={context}
              />
            ))}
          </Stack>
        </>
      ) : (
        <Table.ScrollContainer minWidth={880} type="native">
          <Table verticalSpacing="xs" highlightOnHover aria-label={t('approvals.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <SelectBox
                    label={t('approvals.selectAll')}
                    checked={all}
                    indeterminate={chosen.size > 0 && !all}
                    onChange={selectAll}
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
                  context={context}
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

/**
 * What every row reads once for the whole list: the translations, the settings and the names the user gave
 * addresses, the explorer's links, and the selection's toggle. A row of its own hooks (four stores, the network's
 * list rebuilt for each link) cost as much as the row's elements.
 */
interface RowContext {
  t: ReturnType<typeof useTranslation>['t'];
  language: string;
  fractionDigits: number;
  /** The name the user gave an address (a contact, else one of their accounts), or null. */
  nameOf: (address: string) => string | null;
  /** The explorer's page of a transaction, or undefined where the network has no explorer (the devnet). */
  txHref: (hash: string) => string | undefined;
  toggle: (key: string, on: boolean) => void;
}

function useRowContext(toggle: RowContext['toggle']): RowContext {
  const { t, i18n } = useTranslation();
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  const contacts = useContactsStore((s) => s.contacts);
  const accounts = useAccountsStore((s) => s.accounts);
  const network = useActiveNetwork();
  const language = i18n.language;
  return useMemo(
    () => ({
      t,
      language,
      fractionDigits,
      nameOf: (address: string) =>
        contacts.find((c) => sameAddress(c.address, address))?.name ??
        accounts.find((a) => sameAddress(a.address, address))?.name ??
        null,
      txHref: (hash: string) => explorerUrl(network, 'tx', hash),
      toggle,
    }),
    [t, language, fractionDigits, contacts, accounts, network, toggle],
  );
}

interface ApprovalRowProps {
  row: FwalletAllowance;
  selected: boolean;
  context: RowContext;
}

/** Mantine's own table and badge classes, so plain elements look exactly like `Table.Tr` / `Table.Td` / `Badge`. */
const tableClasses = Table.classes as Record<'tr' | 'td', string>;
const badgeClasses = Badge.classes as Record<'root' | 'label', string>;

/**
 * A native checkbox, its name from `label` (the row's token and spender, or 'Select all approvals') and, for
 * 'Select all', its mixed state (`indeterminate` is a property of the element, never an attribute).
 */
function SelectBox({
  id,
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  /** For the `<label>` that names it; else `label` does. */
  id?: string;
  label?: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      id={id}
      className={`mantine-focus-auto ${classes.select}`}
      aria-label={label}
      checked={checked}
      ref={(box) => {
        if (box) box.indeterminate = indeterminate;
      }}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}

/**
 * What a row and a card both show of an approval, in plain elements (a page draws its first rows right when the
 * answer comes in; `Checkbox`, `Badge` and `Text` per cell cost more than the request,
 * BENCHMARKS.md#approvals-servicesapibenchapprovalsts).
 */
function approvalView({ row, selected, context }: ApprovalRowProps) {
  const { t, language, fractionDigits, nameOf, txHref, toggle } = context;
  const { token, spender } = row;
  const spenderAddress = spender.address;
  const tokenName =
    token.symbol === null ? shortenAddress(token.address) : chainLabel(token.symbol, 'symbol');
  const spenderName = spender.label ?? nameOf(spenderAddress);
  const amount = row.allItems
    ? t('approvals.allItems')
    : row.unlimited || row.amount === null
      ? t('approvals.unlimited')
      : formatAmount(row.amount, { decimals: token.decimals ?? 0, fractionDigits });
  const rowData = { 'data-token': token.address, 'data-spender': spenderAddress, 'data-risk': row.risk };
  const key = rowKey(row);
  const select = (
    <SelectBox
      label={t('approvals.select', {
        token: tokenName,
        spender: spenderName === null ? spenderAddress : chainLabel(spenderName, 'name'),
      })}
      checked={selected}
      onChange={(on) => toggle(key, on)}
    />
  );
  const risk = (
    <span className={`${badgeClasses.root} ${classes.risk}`} data-risk={row.risk}>
      <span className={`${badgeClasses.label} ${classes.riskLabel}`}>{t(`approvals.risk.${row.risk}`)}</span>
    </span>
  );
  const tokenCell = (
    <>
      <span className={classes.name}>
        {token.symbol === null ? (
          t('approvals.unknownToken')
        ) : (
          <ChainText text={token.symbol} kind="symbol" />
        )}
      </span>
      <span className={classes.short} title={token.address}>
        {shortenAddress(token.address)}
      </span>
    </>
  );
  const note = !spender.hasCode
    ? t('approvals.notContract')
    : spender.label === null
      ? t('approvals.unknownContract')
      : null;
  const spenderCell = (
    <>
      {spenderName !== null && (
        <span className={classes.name}>
          <ChainText text={spenderName} kind="name" />
        </span>
      )}
      <span className={classes.address}>{spenderAddress}</span>
      {note !== null && <span className={classes.note}>{note}</span>}
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
  const time = formatDateTime(new Date(Number(row.changedAt) * 1000), language);
  const href = txHref(row.transaction);
  const shortHash = shortenAddress(row.transaction);
  const transaction = href ? (
    <a
      className={`mantine-focus-auto ${classes.link}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={row.transaction}
    >
      {shortHash}
    </a>
  ) : (
    shortHash
  );
  return { rowData, select, risk, tokenCell, spenderCell, amountCell, time, transaction };
}

/** One table row of plain elements; a row redraws only when its approval, its selection or the context changes. */
const ApprovalRow = memo(function ApprovalRow(props: ApprovalRowProps) {
  const view = approvalView(props);
  return (
    <tr className={tableClasses.tr} data-with-row-border data-hover {...view.rowData}>
      <td className={tableClasses.td}>{view.select}</td>
      <td className={tableClasses.td}>{view.risk}</td>
      <td className={`${tableClasses.td} ${classes.cell}`}>{view.tokenCell}</td>
      <td className={`${tableClasses.td} ${classes.cell}`}>{view.spenderCell}</td>
      <td className={`${tableClasses.td} ${classes.cell} ${classes.amount}`} data-col="amount">
        {view.amountCell}
      </td>
      <td className={`${tableClasses.td} ${classes.cell} ${classes.nowrap}`}>{view.time}</td>
      <td className={`${tableClasses.td} ${classes.cell} ${classes.monospace}`}>{view.transaction}</td>
    </tr>
  );
});

/** A phone's card: the same facts as a row, stacked. */
const ApprovalCard = memo(function ApprovalCard(props: ApprovalRowProps) {
  const view = approvalView(props);
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
});
