import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionAlert } from '../../../shared/ui/ActionAlert.tsx';

/** What failed to load, in place, with a way to ask again (docs/funi.md#pair-detail). */
export function RetryAlert({
  children,
  onRetry,
  testId,
}: {
  children: ReactNode;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ActionAlert color="red" testId={testId} action={{ label: t('funi.retry'), onClick: onRetry }}>
      {children}
    </ActionAlert>
  );
}
