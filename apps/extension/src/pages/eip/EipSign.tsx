import '../fullStyles.ts';
import { type Address, type Hex, parseLegacyTypedData, parseTypedData } from '@fantom-wallet/core';
import { type AppNetwork, useActiveNetwork } from '@fantom-wallet/wallet/network';
import { type NamedAccounts, signatureFactsQuery } from '@fantom-wallet/wallet/signatures';
import { signSiteRequestWithLedger } from '@fantom-wallet/wallet/signers';
import { useAccountsStore } from '@fantom-wallet/wallet/storage';
import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isAddressEqual } from 'viem/utils';
import { type SiteSignature, siteSignatureSchema } from '../../protocol/siteSignature.ts';
import { callBackground, callBackgroundAgain } from '../callBackground.ts';
import { backgroundVault } from '../createExtensionSigners.ts';
import { EipSignMessage } from './EipSignMessage.tsx';
import { EipSignTypedData } from './EipSignTypedData.tsx';
import { RefusedRequest } from './RefusedRequest.tsx';
import type { SignFormProps } from './SignForm.tsx';
import { signForSite } from './signForSite.ts';
import { useSiteRequest } from './useSiteRequest.ts';

/**
 * A site's signature request (docs/extension.md#signatures): personal_sign or eth_signTypedData. Sign signs in
 * the background's signer with the password (a Ledger account: on the device, from this window, where WebHID
 * works), hands the signature to the background (which answers the site), and closes the window; Cancel, or a
 * refusal on the device, answers 4001.
 */
export function EipSign() {
  const { t } = useTranslation();
  const { id } = useParams();
  const loaded = useSiteRequest(id, siteSignatureSchema);
  const accounts = useAccountsStore((s) => s.accounts);
  const network = useActiveNetwork();
  if (loaded.status === 'loading') return <Loader role="progressbar" aria-label={t('extension.loading')} />;
  if (loaded.status === 'gone')
    return (
      <Alert color="red" role="alert">
        {t('extension.requestGone')}
      </Alert>
    );
  const { request } = loaded;
  const signature = loaded.params as SiteSignature;
  const account = accounts.find((a) => isAddressEqual(a.address, signature.from));
  if (!account) return <RefusedRequest id={request.id} message={t('extension.accountRemoved')} />;
  if (request.chainId !== network.chainId)
    return <RefusedRequest id={request.id} message={t('extension.otherNetwork')} />;
  const onCancel = () => {
    void callBackground({ kind: 'reject', id: request.id }).finally(() => window.close());
  };
  const onSign = async (password: string) => {
    const outcome = await signForSite(
      { id: request.id, account, request: signature.request, password },
      { vault: backgroundVault(), signOnLedger: signSiteRequestWithLedger, tell: callBackgroundAgain },
    );
    // Refused on the device: the site hears 4001, as from Cancel.
    if (outcome === 'refused') return onCancel();
    window.close();
  };
  const common = {
    origin: request.origin,
    account: account.address,
    onSign,
    onCancel,
    device: account.type === 'ledger' ? 'Ledger' : undefined,
  };
  if (signature.request.kind === 'personal')
    return (
      <EipSignMessage {...common} chainId={network.chainId} message={signature.request.message as Hex} />
    );
  return <TypedData {...common} accounts={accounts} network={network} request={signature.request} />;
}

interface TypedDataProps extends Pick<SignFormProps, 'onSign' | 'onCancel' | 'device'> {
  origin: string;
  account: Address;
  accounts: NamedAccounts;
  network: AppNetwork;
}

const nowSeconds = () => BigInt(Math.floor(Date.now() / 1000));

function TypedData({
  request,
  ...props
}: TypedDataProps & { request: { kind: 'typedData' | 'typedDataV1'; json: string } }) {
  const { network: _network, ...common } = props;
  if (request.kind === 'typedDataV1')
    return (
      <EipSignTypedData
        {...common}
        data={{ kind: 'typedDataV1', fields: parseLegacyTypedData(request.json) }}
        facts={{}}
        nowSeconds={nowSeconds()}
      />
    );
  return <TypedDataV4 {...props} json={request.json} />;
}

function TypedDataV4({ network, json, ...common }: TypedDataProps & { json: string }) {
  const typedData = useMemo(() => parseTypedData(json), [json]);
  const facts = useQuery(signatureFactsQuery(network, typedData, json));
  return (
    <EipSignTypedData
      {...common}
      data={{ kind: 'typedData', typedData }}
      facts={facts.data ?? {}}
      nowSeconds={nowSeconds()}
    />
  );
}
