import { useActiveNetwork } from '@fantom-wallet/wallet/src/shared/network/useActiveNetwork.ts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { EIP_TEXT } from './EIP_TEXT.ts';

/** What fWallet is, the active network, and the way to the full wallet (docs/extension.md#site-permissions). */
export function EipWelcome() {
  const network = useActiveNetwork();
  const [search] = useSearchParams();
  const site = search.get('site');
  return (
    <Stack>
      <Title order={1} size="h3">
        {EIP_TEXT.welcomeTitle}
      </Title>
      <Text>{EIP_TEXT.welcomeBody}</Text>
      {site && (
        <Text size="sm">
          {EIP_TEXT.welcomeNoAccount} <strong>{site}</strong>
        </Text>
      )}
      <Text size="sm">
        {EIP_TEXT.activeNetwork}: <strong>{network.chainName}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        {EIP_TEXT.openWalletHint}
      </Text>
      <Button onClick={() => void chrome.tabs.create({ url: chrome.runtime.getURL('index.html#/') })}>
        {EIP_TEXT.openWallet}
      </Button>
    </Stack>
  );
}
