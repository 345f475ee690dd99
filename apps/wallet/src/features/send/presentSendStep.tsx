import type { TokenIdentity } from '@fantom-wallet/core';
import { Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Amount } from '../../shared/ui/Amount.tsx';
import { LookalikeBadge, TokenContract } from '../../shared/ui/LookalikeBadge.tsx';
import type { Account } from '../../storage/accounts/Account.ts';
import type { ConfirmationRow, PresentStep } from '../transactions/index.ts';
import { NamedAddress } from './NamedAddress.tsx';
import type { SendStep } from './planSend.ts';

/** What a send's confirmation shows beside its step, known to the view only. */
export interface SendStepContext {
  t: TFunction;
  account: Account;
  /** The recipient's name: a contact's or wallet's, or the registered name typed. */
  recipientName?: string | undefined;
  /** The token a look-alike token imitates (SECURITY.md#look-alike-tokens). */
  like?: TokenIdentity | null | undefined;
  /** Across the bridge: the recipient's balance on the far chain, as it loads. */
  farBalance?: ReactNode;
}

/**
 * How a send is shown (docs/send.md#send-confirmation, docs/bridge.md): 'Send To' (the name above the address;
 * across the bridge the deposit address, the far recipient and its balance there), 'Send From', 'Amount' (a
 * token's with its contract, and the look-alike badge where it imitates another), 'Memo' when given; 'Send'.
 */
export function presentSendStep({
  t,
  account,
  recipientName,
  like,
  farBalance,
}: SendStepContext): PresentStep<SendStep> {
  return ({ description: step }) => {
    const from: ConfirmationRow = {
      label: t('send.sendFrom'),
      value: <NamedAddress name={account.name} address={account.address} />,
    };
    const memo = step.memo ? [{ label: t('send.memoRow'), value: step.memo }] : [];
    const common = {
      label: t('transactions.steps.confirm'),
      submitLabel: t('send.send'),
      successTitle: t('send.successTitle'),
    };
    if (step.kind === 'bridge') {
      const chain = t(`send.bridge.chains.${step.direction}`);
      return {
        ...common,
        rows: [
          {
            label: t('send.sendTo'),
            value: (
              <>
                <Text span ff="monospace" size="sm" display="block">
                  {step.deposit}
                </Text>
                <Text span size="sm" display="block">
                  {t('send.bridge.farRecipient', { chain })}{' '}
                  <Text span ff="monospace" size="sm">
                    {step.farAddress}
                  </Text>
                </Text>
                <Text span size="sm" c="dimmed" data-testid="bridge-far-balance">
                  {t('send.bridge.farBalance')} {farBalance}
                </Text>
              </>
            ),
          },
          from,
          {
            label: t('send.amountRow'),
            value: <Amount value={step.amount} decimals={step.decimals} symbol={step.symbol} fw={600} />,
          },
          ...memo,
        ],
      };
    }
    const { token } = step;
    return {
      ...common,
      rows: [
        { label: t('send.sendTo'), value: <NamedAddress name={recipientName} address={step.recipient} /> },
        from,
        {
          label: t('send.amountRow'),
          value: token ? (
            <Group gap="xs" component="span">
              <Amount value={step.amount} decimals={token.decimals} symbol={token.symbol} fw={600} />
              {like && <LookalikeBadge like={like} />}
            </Group>
          ) : (
            <Amount value={step.amount} fw={600} />
          ),
        },
        ...(token
          ? [
              {
                label: t('send.tokenContractRow'),
                value: <TokenContract address={token.address} fz="sm" span />,
              },
            ]
          : []),
        ...memo,
      ],
    };
  };
}
