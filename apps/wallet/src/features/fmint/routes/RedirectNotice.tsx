import { Alert } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Why a confirmation has nothing to show, then back to `to` after 3 s (docs/fmint.md#empty-confirmations). */
export function RedirectNotice({ message, to }: { message: string; to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), 3_000);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return (
    <Alert color="yellow" role="alert" data-testid="fmint-empty-confirmation">
      {message}
    </Alert>
  );
}
