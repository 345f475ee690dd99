import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errorMessage.ts';

/** Governance data that failed to load, with the API's reason in the user's words. */
export function GovernanceError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('governance.errorTitle')}>
      {errorMessage(error, t)}
    </Alert>
  );
}
