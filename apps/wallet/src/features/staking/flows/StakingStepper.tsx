import {
  type StepOutcome,
  type TransactionStep,
  TransactionStepper,
  type TransactionStepperProps,
} from '../../transactions/index.ts';
import { useRefreshStaking } from '../data/useRefreshStaking.ts';

/** A staking flow's transactions: the shared stepper, reloading the staking data as each step is decided. */
export function StakingStepper({ onSettled, ...props }: TransactionStepperProps) {
  const refresh = useRefreshStaking();
  return (
    <TransactionStepper
      {...props}
      onSettled={(step: TransactionStep, outcome: StepOutcome) => {
        refresh();
        onSettled?.(step, outcome);
      }}
    />
  );
}
