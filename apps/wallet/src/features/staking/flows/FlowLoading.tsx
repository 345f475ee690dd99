import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A flow waiting for its delegation data, or saying it could not be loaded (the queries keep retrying). */
export function FlowLoading({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? (
    <Alert color="red" role="alert">
      {t('staking.loadFailed')}
    </Alert>
  ) : (
    <Loader role="progressbar" aria-label={t('staking.loading')} />
  );
}
