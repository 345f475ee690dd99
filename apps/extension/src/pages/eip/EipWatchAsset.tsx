import '../fullStyles.ts';
import { WatchTokenDetails, watchedTokenQuery } from '@fantom-wallet/wallet/balances';
import { useActiveNetwork } from '@fantom-wallet/wallet/network';
import { useAccountsStore } from '@fantom-wallet/wallet/storage';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isAddressEqual } from 'viem/utils';
import { siteWatchAssetSchema } from '../../protocol/siteWatchAsset.ts';
import { callBackground, callBackgroundAgain } from '../callBackground.ts';
import { RefusedRequest } from './RefusedRequest.tsx';
import { SiteName } from './SiteName.tsx';
import { useSiteRequest } from './useSiteRequest.ts';
import { WindowDecision } from './WindowDecision.tsx';

/**
 * A site's wallet_watchAsset (docs/extension.md#watching-a-token): the token as it reports itself on chain, with a
 * warning where the site described it differently. Add hands the decision to the background, which stores the
 * token the site asked for and answers true; Cancel answers 4001. An address that is not an ERC-20 token cannot be
 * added.
 */
export function EipWatchAsset() {
  const { t } = useTranslation();
  const { id } = useParams();
  const loaded = useSiteRequest(id, siteWatchAssetSchema);
  const accounts = useAccountsStore((s) => s.accounts);
  const network = useActiveNetwork();
  const asset = loaded.status === 'ready' ? loaded.params : undefined;
  const token = useQuery({
    ...watchedTokenQuery(network, asset?.address ?? '0x', asset?.account ?? '0x'),
    enabled: asset !== undefined,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (loaded.status === 'loading') return <Loader role="progressbar" aria-label={t('extension.loading')} />;
  if (loaded.status === 'gone' || !asset)
    return (
      <Alert color="red" role="alert">
        {t('extension.requestGone')}
      </Alert>
    );
  const { request } = loaded;
  if (!accounts.some((a) => isAddressEqual(a.address, asset.account)))
    return <RefusedRequest id={request.id} message={t('extension.accountRemoved')} />;
  if (request.chainId !== network.chainId)
    return <RefusedRequest id={request.id} message={t('extension.otherNetwork')} />;
  const onCancel = () => {
    void callBackground({ kind: 'reject', id: request.id }).finally(() => window.close());
  };
  const onAdd = () => {
    setBusy(true);
    setFailure(null);
    callBackgroundAgain({ kind: 'watchAssetDone', id: request.id }).then(
      () => window.close(),
      (error: unknown) => {
        setBusy(false);
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
  };
  return (
    <Stack gap="sm">
      <SiteName origin={request.origin} />
      <Title order={1} size="h3">
        {t('extension.watchTitle')}
      </Title>
      <Text size="sm">{t('extension.watchIntro')}</Text>
      {token.isPending ? (
        <Loader role="progressbar" aria-label={t('extension.loading')} />
      ) : token.isError ? (
        <Alert color="red" role="alert">
          {token.error.message}
        </Alert>
      ) : token.data === null ? (
        <Alert color="red" role="alert">
          {t('extension.notAToken')}
        </Alert>
      ) : (
        <WatchTokenDetails account={asset.account} token={token.data} claims={asset} />
      )}
      <WindowDecision
        error={failure}
        onCancel={onCancel}
        primary={t('extension.watchAdd')}
        onPrimary={onAdd}
        busy={busy}
        disabled={!token.data}
      />
    </Stack>
  );
}
