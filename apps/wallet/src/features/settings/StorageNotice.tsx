import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStorageProblemsStore } from '../../storage/persistence/useStorageProblemsStore.ts';

/** Tells the user when saved data could not be read or written, instead of failing silently. */
export function StorageNotice() {
  const { t } = useTranslation();
  const problems = useStorageProblemsStore((s) => s.problems);
  const dismiss = useStorageProblemsStore((s) => s.dismiss);
  if (problems.length === 0) return null;
  return (
    <Alert
      color="orange"
      title={t('storage.title')}
      withCloseButton
      onClose={dismiss}
      closeButtonLabel={t('common.dismiss')}
      mb="md"
      role="alert"
    >
      <List size="sm">
        {problems.map((p) => (
          <List.Item key={`${p.key}:${p.kind}`}>
            {t(`storage.${p.kind}`, {
              store: t(`storage.stores.${p.key}`, { defaultValue: p.key }),
              count: p.dropped.length,
            })}
            {p.backupKey ? ` ${t('storage.backup', { key: p.backupKey })}` : ''}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
