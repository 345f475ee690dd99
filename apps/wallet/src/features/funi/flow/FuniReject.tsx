import { useNavigate } from 'react-router';
import type { Account } from '../../../storage/accounts/Account.ts';
import { RejectedCard } from '../../transactions/index.ts';
import { FLOW_FORM, type FuniFlow } from './FuniSuccess.tsx';

/** The reject route of a flow (docs/funi.md#routes): 'Transaction rejected' with 'Continue' back to the form. */
export function FuniReject({ account, flow }: { account: Account; flow: FuniFlow }) {
  const navigate = useNavigate();
  return (
    <RejectedCard
      onContinue={() => navigate(`/funi/${account.address}/${FLOW_FORM[flow]}`, { replace: true })}
    />
  );
}
