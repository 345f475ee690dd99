import { buildFmintRewardCall, FMINT_MESSAGES, shortenAddress } from '@fantom-wallet/core';
import { Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../storage/accounts/Account.ts';
import { TransactionStepper } from '../../transactions/index.ts';
import type { FmintData } from '../data/FmintData.ts';
import { useRefreshFmint } from '../data/useFmintData.ts';

/** Claim or push fMint rewards (docs/fmint.md#rewards): one Confirm step on the reward distribution. */
export function RewardFlow({
  account,
  data,
  action,
  onClose,
  finishedActions,
  onRejected,
}: {
  account: Account;
  data: FmintData;
  action: 'claim' | 'push';
  onClose: () => void;
  finishedActions?: ReactNode;
  /** A view's flow: the user refused to sign → its reject route. */
  onRejected?: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshFmint();
  const distribution = data.config.distribution;
  const steps = useMemo(
    () => [
      {
        kind: 'call' as const,
        id: action,
        label: t('transactions.steps.confirm'),
        call: buildFmintRewardCall(distribution, action),
        title: t('fmint.confirm.title', { step: 1, steps: 1 }),
        submitLabel: t('fmint.confirm.submit'),
        passwordLabel: t('fmint.confirm.password'),
        rows: [
          {
            label: t('fmint.confirm.sendTo'),
            value: `${t('fmint.confirm.distribution')} (${shortenAddress(distribution)})`,
          },
          { label: t('fmint.confirm.sendFrom'), value: account.name || shortenAddress(account.address) },
        ],
        intro: (
          <Text size="lg" fw={600} data-testid="fmint-confirm-text">
            {action === 'claim' ? FMINT_MESSAGES.claiming : FMINT_MESSAGES.pushing}
          </Text>
        ),
        successTitle: action === 'claim' ? t('fmint.success.claim') : t('fmint.success.push'),
      },
    ],
    [t, action, distribution, account],
  );
  return (
    <TransactionStepper
      account={account}
      flow={{ id: action === 'claim' ? 'fmint-claim-rewards' : 'fmint-push-rewards' }}
      steps={steps}
      onSettled={() => refresh()}
      onClose={onClose}
      {...(finishedActions ? { finishedActions } : {})}
      {...(onRejected ? { onRejected } : {})}
    />
  );
}
