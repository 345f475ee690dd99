import { TransactionStepper, type TransactionStepperProps } from '../../transactions/index.ts';
import { useRefreshStaking } from '../data/useRefreshStaking.ts';
import type { StakingStep } from '../plan/StakingStep.ts';

/** A staking flow's transactions: the shared stepper, reloading the staking data as each step is decided. */
export function StakingStepper({ onSettled, ...props }: TransactionStepperProps<StakingStep>) {
  const refresh = useRefreshStaking();
  return (
    <TransactionStepper
      {...props}
      onSettled={(step, outcome, hash) => {
        refresh();
        onSettled?.(step, outcome, hash);
      }}
    />
  );
}
