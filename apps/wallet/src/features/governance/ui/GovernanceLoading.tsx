import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A governance page (the list, a proposal) while its data loads: announced as progress, not as blank space. */
export function GovernanceLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader role="progressbar" aria-label={t('governance.loading')} />
    </Center>
  );
}
