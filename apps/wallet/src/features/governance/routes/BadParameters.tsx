import { GOVERNANCE_MESSAGES } from '@fantom-wallet/core';
import { Alert } from '@mantine/core';
import { useRedirectAfter } from './useRedirectAfter.ts';

/** A confirmation with missing or invalid parameters: 'Bad parameters.', then back to the detail after 3 s. */
export function BadParameters({ to }: { to: string }) {
  useRedirectAfter(to);
  return (
    <Alert color="red" role="alert">
      {GOVERNANCE_MESSAGES.badParameters}
    </Alert>
  );
}
