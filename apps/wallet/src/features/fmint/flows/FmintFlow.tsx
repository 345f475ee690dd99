import { Alert, Loader } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../storage/accounts/Account.ts';
import { TransactionStepper } from '../../transactions/index.ts';
import { type FmintData, findToken } from '../data/FmintData.ts';
import { useRefreshFmint } from '../data/useFmintData.ts';
import { buildFmintSteps, type FmintSteps } from './buildFmintSteps.tsx';
import type { FmintPlan } from './FmintPlan.ts';

/** Titles 'Confirmation (n/N)' over the steps this run shows (skipped Allow steps do not count). */
function withTitles(t: TFunction, built: FmintSteps): FmintSteps {
  const shown = built.steps.filter((s) => s.skip !== true);
  return {
    ...built,
    steps: built.steps.map((s) => ({
      ...s,
      title: t('fmint.confirm.title', { step: Math.max(1, shown.indexOf(s) + 1), steps: shown.length }),
    })),
  };
}

/**
 * A plan's confirmation and transactions on the shared stepper. The steps are fixed when it opens: the data
 * keeps polling, and a confirmation being signed must not change under the user. Reloads fMint's data as each
 * step is decided. `onEmpty` is shown when the plan changes nothing.
 */
export function FmintFlow({
  account,
  data,
  plan,
  onClose,
  onCancel,
  empty,
  finishedActions,
  onRejected,
  onStepChange,
}: {
  account: Account;
  data: FmintData;
  plan: FmintPlan;
  onClose: () => void;
  onCancel?: () => void;
  empty: ReactNode;
  finishedActions?: ReactNode;
  /** A view's flow: the user refused to sign → its reject route. */
  onRejected?: () => void;
  /** A view's flow: the second step gets its own path. */
  onStepChange?: (index: number) => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshFmint();
  const [fixed] = useState(() => {
    const token = findToken(data.tokens, plan.token);
    if (!token) return undefined;
    const built = buildFmintSteps(t, account, plan, token, data.config);
    return built ? withTitles(t, built) : null;
  });
  if (fixed === undefined) return <Alert color="red">{t('fmint.unknownToken')}</Alert>;
  if (fixed === null) return <>{empty}</>;
  return (
    <TransactionStepper
      account={account}
      flow={fixed.flow}
      steps={fixed.steps}
      counter
      onSettled={() => refresh()}
      onClose={onClose}
      {...(onCancel ? { onCancel } : {})}
      {...(finishedActions ? { finishedActions } : {})}
      {...(onRejected ? { onRejected } : {})}
      {...(onStepChange ? { onStepChange } : {})}
    />
  );
}

export function FlowLoader() {
  const { t } = useTranslation();
  return <Loader role="progressbar" aria-label={t('fmint.loading')} />;
}
