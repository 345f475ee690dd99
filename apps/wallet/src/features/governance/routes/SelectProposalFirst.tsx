import { GOVERNANCE_MESSAGES } from '@fantom-wallet/core';
import { Alert } from '@mantine/core';
import { useRedirectAfter } from './useRedirectAfter.ts';

/** A detail without (valid) ids: 'Select a proposal first, please.', then back to the list after 3 s. */
export function SelectProposalFirst({ to }: { to: string }) {
  useRedirectAfter(to);
  return (
    <Alert color="red" role="alert">
      {GOVERNANCE_MESSAGES.selectProposal}
    </Alert>
  );
}
