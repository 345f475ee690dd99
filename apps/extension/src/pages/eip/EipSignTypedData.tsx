import {
  type Address,
  formatAmountFull,
  type LegacyTypedField,
  type SiteTypedData,
  toBigInt,
} from '@fantom-wallet/core';
import {
  type AddressFacts,
  addressName,
  decodePermits,
  type FactsByAddress,
  isFarDeadline,
  type NamedAccounts,
  type PermitApproval,
  type TreeNames,
  type TypedDataNode,
  typedDataTree,
} from '@fantom-wallet/wallet/signatures';
import { FactRows } from '@fantom-wallet/wallet/ui';
import { Alert, List, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getAddress } from 'viem/utils';
import { SignForm, type SignFormProps } from './SignForm.tsx';
import { SiteName } from './SiteName.tsx';

export interface EipSignTypedDataProps extends Pick<SignFormProps, 'onSign' | 'onCancel' | 'device'> {
  origin: string;
  account: Address;
  /** EIP-712 typed data (v3/v4), or the legacy v1 list. */
  data: { kind: 'typedData'; typedData: SiteTypedData } | { kind: 'typedDataV1'; fields: LegacyTypedField[] };
  /** Facts by lower-case address (read on chain, or the wallet's own contracts). */
  facts: FactsByAddress;
  /** The user's accounts: an address of one is shown with its name. */
  accounts: NamedAccounts;
  nowSeconds: bigint;
}

const factsOf = (facts: FactsByAddress, address: string): AddressFacts => facts[address.toLowerCase()] ?? {};

/** An address, checksummed, with its name when the window knows one. */
function named({ accounts, facts }: TreeNames, address: Address): string {
  const name = addressName(address, accounts, facts);
  return name ? `${name} (${getAddress(address)})` : getAddress(address);
}

/** A leaf as the tree shows it: what the wallet knows of it first, the value as signed always beside it. */
function leafText({ value = '', readable }: TypedDataNode, unlimited: string): string {
  switch (readable?.kind) {
    case undefined:
      return value;
    case 'name':
      return `${readable.name} (${value})`;
    case 'amount':
      return `${readable.amount} ${readable.symbol} (${value})`;
    case 'unlimited':
      return `${unlimited} ${readable.symbol} (${value})`;
  }
}

const dateText = (seconds: bigint) => {
  const ms = Number(seconds) * 1000;
  return Number.isFinite(ms) && ms < 8.64e15
    ? `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : String(seconds);
};

/** A permit's sentence and its red flags (docs/extension.md#signatures). */
function usePermitText(permit: PermitApproval, names: TreeNames, nowSeconds: bigint) {
  const { t } = useTranslation();
  const { facts } = names;
  const token = factsOf(facts, permit.token);
  const tokenName = token.symbol ?? permit.token;
  const spender = named(names, permit.spender);
  const amount = permit.unlimited
    ? t('extension.unlimited')
    : formatAmountFull(permit.amount, token.decimals ?? 0);
  const values = { spender, amount, token: tokenName };
  const line =
    permit.until === undefined
      ? t('extension.permitLineForever', values)
      : t('extension.permitLine', { ...values, date: dateText(permit.until) });
  const alerts = [
    ...(permit.unlimited ? [t('extension.permitAlerts.unlimited', values)] : []),
    ...(isFarDeadline(permit, nowSeconds) ? [t('extension.permitAlerts.farDeadline')] : []),
    ...(factsOf(facts, permit.spender).isContract === false ? [t('extension.permitAlerts.notContract')] : []),
  ];
  return { line, alerts };
}

function PermitNotice({
  permit,
  names,
  nowSeconds,
}: {
  permit: PermitApproval;
  names: TreeNames;
  nowSeconds: bigint;
}) {
  const { line, alerts } = usePermitText(permit, names, nowSeconds);
  return (
    <Alert
      color={alerts.length > 0 ? 'red' : 'yellow'}
      role="alert"
      title={line}
      // A whole spender address, wrapped at any character: cut at the window's edge it could pass for another.
      styles={{ label: { overflowWrap: 'anywhere', minWidth: 0 }, message: { overflowWrap: 'anywhere' } }}
    >
      {alerts.length > 0 && (
        <List size="sm">
          {alerts.map((alert) => (
            <List.Item key={alert}>{alert}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

function Tree({ nodes }: { nodes: TypedDataNode[] }): ReactNode {
  const { t } = useTranslation();
  return (
    <List size="sm" listStyleType="none" withPadding>
      {nodes.map((node) => (
        <List.Item key={node.name} style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {node.name}
          </Text>
          {node.value !== undefined && (
            <Text span size="sm">
              {': '}
              {leafText(node, t('extension.unlimited'))}
            </Text>
          )}
          {node.children && <Tree nodes={node.children} />}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * eth_signTypedData's window (docs/extension.md#signatures): the site, the account, the domain (name, version,
 * chain id, verifying contract with its name when known), a known approval as one sentence with its red flags,
 * and the message as a tree (addresses named, amounts of known tokens formatted: typedDataTree). The legacy v1
 * list is shown as its fields.
 */
export function EipSignTypedData({
  origin,
  account,
  data,
  facts,
  accounts,
  nowSeconds,
  onSign,
  onCancel,
  device,
}: EipSignTypedDataProps) {
  const { t } = useTranslation();
  const names: TreeNames = { accounts, facts };
  const typedData = data.kind === 'typedData' ? data.typedData : undefined;
  const permits = typedData ? decodePermits(typedData) : [];
  const domain = typedData?.domain ?? {};
  const chainId = toBigInt(domain.chainId);
  const contract =
    typeof domain.verifyingContract === 'string' ? (domain.verifyingContract as Address) : undefined;
  const domainRows = [
    [t('extension.domainName'), typeof domain.name === 'string' ? domain.name : undefined],
    [t('extension.domainVersion'), typeof domain.version === 'string' ? domain.version : undefined],
    [t('extension.domainChainId'), chainId?.toString()],
    [t('extension.domainContract'), contract && named(names, contract)],
  ].filter((row): row is [string, string] => row[1] !== undefined);
  return (
    <Stack gap="sm">
      <SiteName origin={origin} />
      <Title order={1} size="h4">
        {t('extension.typedDataTitle')}
      </Title>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('extension.account')}: {account}
      </Text>
      {permits.map((permit, i) => (
        <PermitNotice key={`${permit.token}-${i}`} permit={permit} names={names} nowSeconds={nowSeconds} />
      ))}
      <ScrollArea.Autosize
        mah={240}
        type="auto"
        // Keyboard users scroll it too (axe: scrollable-region-focusable).
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('extension.typedMessage') }}
      >
        <Stack gap="xs">
          {domainRows.length > 0 && <FactRows label={t('extension.domain')} rows={domainRows} />}
          <Text size="sm" fw={600}>
            {t('extension.typedMessage')}
          </Text>
          {typedData ? (
            <Tree nodes={typedDataTree(typedData, names)} />
          ) : (
            data.kind === 'typedDataV1' && (
              <FactRows
                label={t('extension.typedMessage')}
                rows={data.fields.map((f) => [
                  f.name,
                  typeof f.value === 'string' ? f.value : JSON.stringify(f.value),
                ])}
              />
            )
          )}
        </Stack>
      </ScrollArea.Autosize>
      <SignForm risky={false} onSign={onSign} onCancel={onCancel} device={device} />
    </Stack>
  );
}
