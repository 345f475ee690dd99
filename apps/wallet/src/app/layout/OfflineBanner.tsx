import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConnectionStore } from '../../shared/network/useConnectionStore.ts';
import { useRefetchAfterOutage } from '../../shared/network/useRefetchAfterOutage.ts';

/**
 * 'Network error, trying to reconnect' while the API is unreachable, or while it answers that the chain (its
 * node or database) is down; the wallet keeps polling, and the first clean answer hides it and reloads what
 * failed meanwhile.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useConnectionStore((s) => s.offline || s.chainUnavailable);
  useRefetchAfterOutage(offline);
  if (!offline) return null;
  return (
    <Alert color="red" variant="filled" icon={<IconWifiOff aria-hidden />} role="alert" mb="md">
      {t('network.offline')}
    </Alert>
  );
}
