import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionAlert } from '../../../shared/ui/ActionAlert.tsx';

/** Why a flow cannot go on (a limit, a missing contract, a transaction still pending), with Close. */
export function StepNotice({
  color = 'yellow',
  title,
  children,
  onClose,
}: {
  color?: 'yellow' | 'red';
  title?: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionAlert
      color={color}
      title={title}
      action={{ label: t('transactions.steps.close'), onClick: onClose }}
    >
      {children}
    </ActionAlert>
  );
}
