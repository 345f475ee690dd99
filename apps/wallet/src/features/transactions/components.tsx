import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TransactionConfirmation as Confirmation } from './confirm/TransactionConfirmation.tsx';
import type { TransactionStepperProps } from './steps/TransactionStepper.tsx';
import type { TransactionResult as Result } from './verify/TransactionResult.tsx';

// The transaction screens load with the first flow that needs them, never with the app's first screen (which
// imports this feature for the interrupted-sends notice).
const Stepper = lazy(() =>
  import('./steps/TransactionStepper.tsx').then((m) => ({ default: m.TransactionStepper })),
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

export function TransactionStepper(props: TransactionStepperProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Stepper {...props} />
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
