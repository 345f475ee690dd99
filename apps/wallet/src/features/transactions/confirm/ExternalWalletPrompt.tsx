import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConfirmationRequest } from '../../../signers/Signer.ts';

/** What the confirmation shows for an account of an external wallet (injected, WalletConnect, Coinbase). */
export function ExternalWalletPrompt({
  request,
}: {
  request: Extract<ConfirmationRequest, { kind: 'external' }>;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" role="status">
      {t('transactions.prompt.external', { wallet: request.wallet })}
    </Alert>
  );
}
