import { useActiveNetwork } from '@fantom-wallet/wallet/network';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isSiteOrigin } from '../../protocol/isSiteOrigin.ts';
import { SiteName } from './SiteName.tsx';

/** What fWallet is, the active network, and the way to the full wallet (docs/extension.md#site-permissions). */
export function EipWelcome() {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const [search] = useSearchParams();
  const site = search.get('site');
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('extension.welcomeTitle')}
      </Title>
      <Text>{t('extension.welcomeBody')}</Text>
      {site && isSiteOrigin(site) && (
        <>
          <Text size="sm">{t('extension.welcomeNoAccount')}</Text>
          <SiteName origin={site} />
        </>
      )}
      <Text size="sm">
        {t('extension.activeNetwork')}: <strong>{network.chainName}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        {t('extension.openWalletHint')}
      </Text>
      <Button onClick={() => void chrome.tabs.create({ url: chrome.runtime.getURL('index.html#/') })}>
        {t('extension.openWallet')}
      </Button>
    </Stack>
  );
}
