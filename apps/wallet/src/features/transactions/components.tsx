import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import type { Account } from '../../storage/accounts/Account.ts';
import type { TransactionConfirmation as Confirmation } from './confirm/TransactionConfirmation.tsx';
import type { ConfirmFlow } from './flow/FlowConfirmation.tsx';
import type { TransactionStepperProps } from './steps/TransactionStepper.tsx';
import type { TransactionResult as Result } from './verify/TransactionResult.tsx';

// The transaction screens load with the first flow that needs them, never with the app's first screen (which
// imports this feature for the interrupted-sends notice).
// lazy() takes a component of one props type: the generic stepper is loaded as the one of unknown descriptions.
const Stepper = lazy(() =>
  import('./steps/TransactionStepper.tsx').then((m) => ({
    default: m.TransactionStepper as ComponentType<TransactionStepperProps<unknown>>,
  })),
);
const LazyFlow = lazy(() =>
  import('./flow/FlowConfirmation.tsx').then((m) => ({
    default: m.FlowConfirmation as ComponentType<{ account: Account; flow: ConfirmFlow<unknown, unknown> }>,
  })),
);
const LazyConfirmation = lazy(() =>
  import('./confirm/TransactionConfirmation.tsx').then((m) => ({ default: m.TransactionConfirmation })),
);
const LazyResult = lazy(() =>
  import('./verify/TransactionResult.tsx').then((m) => ({ default: m.TransactionResult })),
);

function Loading() {
  return (
    <Center py="md">
      <Loader role="progressbar" size="sm" aria-label="Loading" />
    </Center>
  );
}

export function TransactionStepper<D>(props: TransactionStepperProps<D>) {
  return (
    <Suspense fallback={<Loading />}>
      <Stepper {...(props as TransactionStepperProps<unknown>)} />
    </Suspense>
  );
}

/** The one confirmation route of the DeFi flows: an order in, the flow's plan run, its result or reject route out. */
export function FlowConfirmation<Order, D>(props: { account: Account; flow: ConfirmFlow<Order, D> }) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyFlow {...(props as { account: Account; flow: ConfirmFlow<unknown, unknown> })} />
    </Suspense>
  );
}

export function TransactionConfirmation(props: Parameters<typeof Confirmation>[0]) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyConfirmation {...props} />
    </Suspense>
  );
}

export function TransactionResult(props: Parameters<typeof Result>[0]) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyResult {...props} />
    </Suspense>
  );
}
