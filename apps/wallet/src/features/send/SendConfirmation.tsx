import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookalikeCheck } from '../../shared/tokens/useLookalikeCheck.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { chainLabel } from '../../shared/ui/chainLabel.ts';
import { LookalikeBadge, TokenContract } from '../../shared/ui/LookalikeBadge.tsx';
import type { Account } from '../../storage/accounts/Account.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useContactsStore } from '../../storage/contacts/useContactsStore.ts';
import { TransactionConfirmation, useSendTransaction } from '../transactions/index.ts';
import { NamedAddress } from './NamedAddress.tsx';
import type { SendDraft } from './SendDraft.ts';
import { sendCall } from './sendCall.ts';

/**
 * account-transaction-confirmation: Send To, Send From, Amount, Memo and Max Fee, then password and send. A token
 * send also names the token contract, with the look-alike badge when its symbol passes for a known token's, so it
 * can never read like a send of FTM (SECURITY.md#look-alike-tokens).
 */
export function SendConfirmation({
  account,
  draft,
  onBack,
  onSubmitted,
  onRejected,
}: {
  account: Account;
  draft: SendDraft;
  onBack: () => void;
  onSubmitted: (hash: `0x${string}`) => void;
  /** The signer refused: the reject message. */
  onRejected: () => void;
}) {
  const { t } = useTranslation();
  const contacts = useContactsStore((s) => s.contacts);
  const accounts = useAccountsStore((s) => s.accounts);
  const recipient = draft.recipient ?? draft.from;
  const lookalikeOf = useLookalikeCheck();
  const like = draft.token ? lookalikeOf(draft.token) : null;
  const send = useSendTransaction(
    account,
    { id: 'send' },
    draft.token ? `erc20:${chainLabel(draft.token.symbol, 'symbol')}` : 'ftm',
  );
  const call = useMemo(
    () => sendCall({ token: draft.token, recipient, amount: draft.amount, memo: draft.memo }),
    [draft, recipient],
  );
  const recipientName =
    contacts.find((c) => c.address.toLowerCase() === recipient.toLowerCase())?.name ??
    accounts.find((a) => a.address.toLowerCase() === recipient.toLowerCase())?.name ??
    (recipient.toLowerCase() !== draft.recipientText.trim().toLowerCase()
      ? draft.recipientText.trim()
      : undefined);

  const rows = [
    {
      label: t('send.sendTo'),
      value: <NamedAddress name={recipientName} address={recipient} />,
    },
    {
      label: t('send.sendFrom'),
      value: <NamedAddress name={account.name} address={account.address} />,
    },
    {
      label: t('send.amountRow'),
      value: draft.token ? (
        <Group gap="xs" component="span">
          <Amount value={draft.amount} decimals={draft.token.decimals} symbol={draft.token.symbol} fw={600} />
          {like && <LookalikeBadge like={like} />}
        </Group>
      ) : (
        <Amount value={draft.amount} fw={600} />
      ),
    },
    ...(draft.token
      ? [
          {
            label: t('send.tokenContractRow'),
            value: <TokenContract address={draft.token.address} fz="sm" span />,
          },
        ]
      : []),
    ...(draft.memo.trim() ? [{ label: t('send.memoRow'), value: draft.memo.trim() }] : []),
  ];

  return (
    <TransactionConfirmation
      account={account}
      call={call}
      rows={rows}
      gasPrice={draft.gasPrice}
      gasLimit={draft.gasLimit}
      submitLabel={t('send.send')}
      onCancel={onBack}
      onRejected={onRejected}
      onConfirm={async (prepared, password) => onSubmitted(await send(prepared, password))}
    />
  );
}
