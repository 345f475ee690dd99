import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** docs/governance.md#routes: a message about bad or missing parameters goes back after 3 s. */
export const REDIRECT_AFTER_MS = 3_000;

export function useRedirectAfter(to: string, active = true): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [to, active, navigate]);
}
