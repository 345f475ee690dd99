import { useLocation, useNavigate } from 'react-router';
import { RejectedCard } from '../transactions/index.ts';

/**
 * The reject route of an fUNI or fSwap flow (docs/funi.md#routes, docs/fswap.md#routes): 'Transaction rejected'
 * with 'Continue' back to the form. A flow that sent the user here with its form (within `home`'s area) and its
 * order goes back there with them, so the form gets the refused order's amounts back; else to `home`.
 */
export function FlowReject({ home }: { home: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const form = (location.state as { form?: unknown } | null)?.form;
  const back = typeof form === 'string' && form.startsWith(home) ? form : home;
  return <RejectedCard onContinue={() => navigate(back, { replace: true, state: location.state })} />;
}
