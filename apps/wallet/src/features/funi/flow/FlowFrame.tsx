import { Alert } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';

/** How long an empty confirmation stays before it goes back to its form (docs/funi.md#routes). */
export const EMPTY_REDIRECT_MS = 3_000;

/**
 * A confirmation's guard: without a valid order it says '{what} first, please.' and goes back to `form` after
 * 3 s; with one it shows the flow.
 */
export function FlowFrame({
  valid,
  form,
  emptyTitle,
  children,
}: {
  valid: boolean;
  form: string;
  emptyTitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (valid) return;
    const timer = setTimeout(() => navigate(form, { replace: true }), EMPTY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [valid, navigate, form]);
  if (!valid) {
    return (
      <Alert color="yellow" role="alert" title={emptyTitle} data-testid="funi-empty">
        {t('funi.confirm.emptyRedirect')}
      </Alert>
    );
  }
  return <>{children}</>;
}

/** The hash of the newest transaction this wallet sent for a flow's step. */
export function lastHash(address: string, flow: string, step: string): string | undefined {
  const records = useSentTransactionsStore
    .getState()
    .transactionsOf(address)
    .filter((record) => record.flow === flow && record.step === step);
  return records.reduce<(typeof records)[number] | undefined>(
    (newest, record) => (newest === undefined || record.submittedAt >= newest.submittedAt ? record : newest),
    undefined,
  )?.hash;
}
