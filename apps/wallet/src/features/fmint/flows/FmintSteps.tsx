import type { Address } from '@fantom-wallet/core';
import { useTranslation } from 'react-i18next';
import type { FlowKey } from '../../../shared/flows/FLOW_IDS.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import {
  type TransactionStep,
  TransactionStepper,
  type TransactionStepperProps,
} from '../../transactions/index.ts';
import type { FmintConfig, FmintToken } from '../data/FmintData.ts';
import { useRefreshFmint } from '../data/useFmintData.ts';
import type { FmintStep } from '../plan/FmintStep.ts';
import { planFmintRewards } from '../plan/planFmintRewards.ts';
import { presentFmintStep } from './presentFmintStep.tsx';

/** A flow to run: its key, its steps (planned once, when it opens) and the order's token (none for rewards). */
export interface FmintRun {
  key: FlowKey;
  steps: TransactionStep<FmintStep>[];
  token?: FmintToken;
}

/** Claim or push rewards (docs/fmint.md#rewards) as a run. */
export function rewardsRun(action: 'claim' | 'push', distribution: Address): FmintRun {
  return {
    key: { id: action === 'claim' ? 'fmint-claim-rewards' : 'fmint-push-rewards' },
    steps: planFmintRewards(action, distribution),
  };
}

type StepperOptions = Pick<
  TransactionStepperProps<FmintStep>,
  'onClose' | 'onCancel' | 'finishedActions' | 'onRejected' | 'counter'
>;

/**
 * A run on the shared stepper, where no route hands over an order (a window, the reward routes); fMint's data
 * reloads as each step is decided.
 */
export function FmintSteps({
  account,
  config,
  run,
  ...options
}: { account: Account; config: FmintConfig; run: FmintRun } & StepperOptions) {
  const { t } = useTranslation();
  const refresh = useRefreshFmint();
  return (
    <TransactionStepper
      account={account}
      flow={run.key}
      steps={run.steps}
      present={presentFmintStep(t, { account, config, token: run.token })}
      onSettled={() => refresh()}
      {...options}
    />
  );
}
