import { sameAddress } from '@fantom-wallet/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookalikeCheck } from '../../shared/tokens/useLookalikeCheck.ts';
import type { Account } from '../../storage/accounts/Account.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useContactsStore } from '../../storage/contacts/useContactsStore.ts';
import { planSend } from './planSend.ts';
import { presentSendStep } from './presentSendStep.tsx';
import type { SendDraft } from './SendDraft.ts';
import { SendStepConfirmation } from './SendStepConfirmation.tsx';

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
  const steps = useMemo(() => planSend(draft), [draft]);
  const recipientName =
    contacts.find((c) => sameAddress(c.address, recipient))?.name ??
    accounts.find((a) => sameAddress(a.address, recipient))?.name ??
    (!sameAddress(recipient, draft.recipientText.trim()) ? draft.recipientText.trim() : undefined);

  return (
    <SendStepConfirmation
      account={account}
      steps={steps}
      present={presentSendStep({ t, account, recipientName, like })}
      onCancel={onBack}
      onSent={onSubmitted}
      onRejected={onRejected}
    />
  );
}
