// Public API of the transactions feature: the pipeline every flow sends through (prepare, confirm through the
// account's signer, record, verify), the step engine for multi-step flows, and what the app shell shows about
// transactions interrupted by a closed page. Screens are exported as lazy components (components.tsx), so the
// first screen, which shows the interrupted-sends notice, does not load them.
export {
  FlowConfirmation,
  TransactionConfirmation,
  TransactionResult,
  TransactionStepper,
} from './components.tsx';
export type { ConfirmationRow } from './confirm/ConfirmationRow.ts';
export { TransactionServicesContext } from './confirm/TransactionServicesContext.ts';
export { chainFactsQueries } from './flow/chainFactsQueries.ts';
export { EMPTY_REDIRECT_MS } from './flow/EMPTY_REDIRECT_MS.ts';
export type { ConfirmFlow } from './flow/FlowConfirmation.tsx';
export { requireFact } from './flow/requireFact.ts';
export { senderRow, stepIntro, stepLabels } from './flow/stepViewParts.tsx';
export type { ChainFacts, ChainFactsNeeded } from './flow/useChainFacts.ts';
export { gasEstimateQuery } from './prepare/gasEstimateQuery.ts';
export { gasPriceQuery } from './prepare/gasPriceQuery.ts';
export { NotEnoughForGasAlert } from './prepare/NotEnoughForGasAlert.tsx';
export { useNotEnoughForGas } from './prepare/useNotEnoughForGas.ts';
export { InterruptedSends } from './recheck/InterruptedSends.tsx';
export { useRecheckPendingTransactions } from './recheck/useRecheckPendingTransactions.ts';
export { AUTO_CONTINUE_MS } from './steps/AUTO_CONTINUE_MS.ts';
export { StepNotice } from './steps/StepNotice.tsx';
export { stepConfirmation } from './steps/stepConfirmation.ts';
export type { StepOutcome } from './steps/stepperReducer.ts';
export type { PresentStep, StepView, TransactionStep } from './steps/TransactionStep.ts';
export type { TransactionStepperProps } from './steps/TransactionStepper.tsx';
export { type InterruptedFlow, useInterruptedFlow } from './steps/useInterruptedFlow.ts';
export { useTransactionSteps } from './steps/useTransactionSteps.ts';
export { TRANSACTION_TIMING } from './TRANSACTION_TIMING.ts';
export { RejectedCard } from './verify/RejectedCard.tsx';
export { useVerifyTransaction } from './verify/useVerifyTransaction.ts';
