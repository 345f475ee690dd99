import { useLocation, useNavigate } from 'react-router';
import type { Account } from '../../../storage/accounts/Account.ts';
import { RejectedCard } from '../../transactions/index.ts';

/**
 * /fswap/{address}/reject (docs/fswap.md#routes): 'Transaction rejected' with 'Continue' back to the form, which
 * gets the refused order's amounts back when the flow sent the user here.
 */
export function FswapReject({ account }: { account: Account }) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { form?: unknown } | null;
  const form =
    typeof state?.form === 'string' && state.form.startsWith(`/fswap/${account.address}`)
      ? state.form
      : `/fswap/${account.address}`;
  return <RejectedCard onContinue={() => navigate(form, { replace: true, state: location.state })} />;
}
