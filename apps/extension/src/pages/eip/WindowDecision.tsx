import { DecisionBar } from '@fantom-wallet/wallet/ui';
import { Alert, Button, Group } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface WindowDecisionProps {
  /** What the user fills in before deciding (a password, "I understand the risk"). */
  children?: ReactNode;
  /** What went wrong last, shown above the buttons. */
  error: string | null;
  errorTitle?: string;
  onCancel: () => void;
  /** The primary button's label (Confirm, Sign, Add token). */
  primary: string;
  /** Runs on the primary button and, with fields, on Enter in them (the bar is then a form). */
  onPrimary: () => void;
  busy: boolean;
  /** The primary button is off, e.g. until a password is typed. */
  disabled?: boolean;
}

/**
 * The decision of a request window (docs/extension.md#site-requests): what went wrong, Cancel and the primary
 * action, at the window's bottom edge while the request's details scroll above it. Cancel is off while the
 * decision is being carried out.
 */
export function WindowDecision({
  children,
  error,
  errorTitle,
  onCancel,
  primary,
  onPrimary,
  busy,
  disabled = false,
}: WindowDecisionProps) {
  const { t } = useTranslation();
  const form = children !== undefined;
  return (
    <DecisionBar
      sticky
      {...(form
        ? {
            onSubmit: (event: FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              if (!busy && !disabled) onPrimary();
            },
          }
        : {})}
    >
      {children}
      {error && (
        <Alert color="red" role="alert" title={errorTitle}>
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('extension.cancel')}
        </Button>
        <Button
          {...(form ? { type: 'submit' as const } : { onClick: onPrimary })}
          loading={busy}
          disabled={disabled}
        >
          {primary}
        </Button>
      </Group>
    </DecisionBar>
  );
}
