import { useRegisterSW } from 'virtual:pwa-register/react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SERVICE_WORKER_DELAY_MS, useAfterStart } from './useAfterStart.ts';

/**
 * The PWA's service worker: a new version shows a prompt instead of reloading by itself
 * (docs/network.md#app-shell-offline-and-updates), and the app says when it runs offline from its cached
 * shell.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const register = useAfterStart(SERVICE_WORKER_DELAY_MS);
  return (
    <>
      {!online && (
        <Alert color="gray" variant="light" mb="md" role="status">
          {t('app.offlineShell')}
        </Alert>
      )}
      {register && <NewVersionPrompt />}
    </>
  );
}

/** Registers the service worker, and says when it has a new version waiting. */
function NewVersionPrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Alert color="fantom" variant="light" mb="md" role="status">
      <Group justify="space-between">
        <Text size="sm">{t('app.newVersion')}</Text>
        <Button size="xs" onClick={() => void updateServiceWorker(true)}>
          {t('app.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
