import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConnectionStore } from './useConnectionStore.ts';

/** 'Network error, trying to reconnect' while the API is unreachable; the first success hides it. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useConnectionStore((s) => s.offline);
  if (!offline) return null;
  return (
    <Alert color="red" variant="filled" icon={<IconWifiOff aria-hidden />} role="alert" mb="md">
      {t('network.offline')}
    </Alert>
  );
}
