import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errorMessage.ts';

/**
 * The busy flag and error line of a step the user starts (a wallet window's steps, asking an external wallet to
 * connect): a step clears the last error, and a failing one shows its message; busy ends either way, so the user
 * can try again.
 */
export function useTask() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };
  return { busy, setBusy, error, setError, attempt };
}
