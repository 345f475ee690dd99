import { FMINT_MESSAGES, shortenAddress } from '@fantom-wallet/core';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Account } from '../../../storage/accounts/Account.ts';
import { type PresentStep, stepIntro, stepLabels } from '../../transactions/index.ts';
import type { FmintConfig, FmintToken } from '../data/FmintData.ts';
import { formatToken } from '../overview/formatToken.ts';
import type { FmintStep } from '../plan/FmintStep.ts';

const SUCCESS = {
  allow: 'fmint.success.allow',
  deposit: 'fmint.success.lock',
  withdraw: 'fmint.success.unlock',
  mint: 'fmint.success.mint',
  repay: 'fmint.success.repay',
  claim: 'fmint.success.claim',
  push: 'fmint.success.push',
} as const;

/**
 * How fMint's steps are shown (docs/fmint.md#transactions): 'Confirmation (n/N)', rows Send To (fMint or its
 * reward distribution), Send From and Amount (a mint adds its fee and what arrives), and the sentence above.
 * `token` is the order's (none for rewards).
 */
export function presentFmintStep(
  t: TFunction,
  { account, config, token }: { account: Account; config: FmintConfig; token?: FmintToken | undefined },
): PresentStep<FmintStep> {
  const amountText = (amount: bigint) => (token ? formatToken(amount, token) : '');
  const synthText = (amount: bigint) => (token ? formatToken(amount, token, false) : '');
  const symbol = token?.symbol ?? '';
  const intro = (text: string) => stepIntro(text, 'fmint-confirm-text');
  const sentence = (step: FmintStep): ReactNode => {
    switch (step.kind) {
      case 'allow':
        return intro(t('fmint.confirm.allowing', { amount: amountText(step.amount) }));
      case 'deposit':
        return intro(FMINT_MESSAGES.adding(amountText(step.amount)));
      case 'withdraw':
        return intro(FMINT_MESSAGES.removing(amountText(step.amount)));
      case 'mint':
        return (
          <>
            {intro(FMINT_MESSAGES.addingSynth(synthText(step.amount), symbol))}
            {step.max && <Text size="sm">{t('fmint.confirm.mintMax')}</Text>}
          </>
        );
      case 'repay':
        return intro(FMINT_MESSAGES.removingSynth(synthText(step.amount), symbol));
      case 'claim':
        return intro(FMINT_MESSAGES.claiming);
      case 'push':
        return intro(FMINT_MESSAGES.pushing);
    }
  };
  return ({ description: step }) => {
    const rewards = step.kind === 'claim' || step.kind === 'push';
    const target = rewards
      ? `${t('fmint.confirm.distribution')} (${shortenAddress(config.distribution)})`
      : `${t('fmint.confirm.fmintContract')} (${shortenAddress(config.fmint)})`;
    return {
      label: step.kind === 'allow' ? stepLabels(t).allow : stepLabels(t).confirm,
      rows: [
        { label: t('fmint.confirm.sendTo'), value: target },
        { label: t('fmint.confirm.sendFrom'), value: account.name || shortenAddress(account.address) },
        ...(rewards ? [] : [{ label: t('fmint.confirm.amount'), value: amountText(step.amount) }]),
        ...(step.kind === 'mint'
          ? [
              { label: t('fmint.confirm.fee'), value: amountText(step.fee) },
              { label: t('fmint.confirm.receive'), value: amountText(step.received) },
            ]
          : []),
      ],
      intro: sentence(step),
      title: t('fmint.confirm.title', step.position),
      submitLabel: t('fmint.confirm.submit'),
      passwordLabel: t('fmint.confirm.password'),
      successTitle: t(SUCCESS[step.kind]),
    };
  };
}
