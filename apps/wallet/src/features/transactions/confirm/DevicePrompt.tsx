import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConfirmationRequest } from '../../../signers/Signer.ts';
import type { ConfirmationRow } from './ConfirmationRow.ts';

/** What the confirmation shows while a hardware device (Ledger) is asked to sign the transaction in `rows`. */
export function DevicePrompt({
  request,
}: {
  request: Extract<ConfirmationRequest, { kind: 'device' }>;
  rows: ConfirmationRow[];
}) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" role="status">
      {t('transactions.prompt.device', { device: request.device })}
    </Alert>
  );
}
