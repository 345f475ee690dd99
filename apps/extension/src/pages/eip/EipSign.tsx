import '../fullStyles.ts';
import { type Address, type Hex, parseLegacyTypedData, parseTypedData } from '@fantom-wallet/core';
import { type AppNetwork, useActiveNetwork } from '@fantom-wallet/wallet/network';
import { signatureFactsQuery } from '@fantom-wallet/wallet/signatures';
import { useAccountsStore } from '@fantom-wallet/wallet/storage';
import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isAddressEqual } from 'viem/utils';
import { type PendingRequestView, pendingRequestViewSchema } from '../../protocol/internalMessages.ts';
import { type SiteSignature, siteSignatureSchema } from '../../protocol/siteSignature.ts';
import { callBackground, callBackgroundAgain } from '../callBackground.ts';
import { backgroundVault } from '../createExtensionSigners.ts';
import { EipSignMessage } from './EipSignMessage.tsx';
import { EipSignTypedData } from './EipSignTypedData.tsx';

type Loaded =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'ready'; request: PendingRequestView; signature: SiteSignature };

function useSignatureRequest(id: string | undefined): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    if (!id) return setLoaded({ status: 'gone' });
    void callBackground({ kind: 'getRequest', id }).then(
      (value) => {
        const request = pendingRequestViewSchema.safeParse(value);
        const signature = siteSignatureSchema.safeParse(
          request.success && Array.isArray(request.data.params) ? request.data.params[0] : undefined,
        );
        setLoaded(
          request.success && signature.success && request.data.state === 'open'
            ? { status: 'ready', request: request.data, signature: signature.data as SiteSignature }
            : { status: 'gone' },
        );
      },
      () => setLoaded({ status: 'gone' }),
    );
  }, [id]);
  return loaded;
}

/**
 * A site's signature request (docs/extension.md#signatures): personal_sign or eth_signTypedData. Sign signs in
 * the background's signer with the password, hands the signature to the background (which answers the site),
 * and closes the window; Cancel answers 4001.
 */
export function EipSign() {
  const { t } = useTranslation();
  const { id } = useParams();
  const loaded = useSignatureRequest(id);
  const accounts = useAccountsStore((s) => s.accounts);
  const network = useActiveNetwork();
  if (loaded.status === 'loading') return <Loader role="progressbar" aria-label={t('extension.loading')} />;
  if (loaded.status === 'gone')
    return (
      <Alert color="red" role="alert">
        {t('extension.requestGone')}
      </Alert>
    );
  const { request, signature } = loaded;
  const account = accounts.find((a) => isAddressEqual(a.address, signature.from));
  if (!account) return <Refused id={request.id} message={t('extension.accountRemoved')} />;
  if (request.chainId !== network.chainId)
    return <Refused id={request.id} message={t('extension.otherNetwork')} />;
  const onCancel = () => {
    void callBackground({ kind: 'reject', id: request.id }).finally(() => window.close());
  };
  const onSign = async (password: string) => {
    const signed = await backgroundVault().signSiteRequest({
      address: account.address,
      request: signature.request,
      password,
    });
    await callBackgroundAgain({ kind: 'signatureDone', id: request.id, signature: signed });
    window.close();
  };
  const common = { origin: request.origin, account: account.address, onSign, onCancel };
  if (signature.request.kind === 'personal')
    return (
      <EipSignMessage {...common} chainId={network.chainId} message={signature.request.message as Hex} />
    );
  return <TypedData {...common} network={network} request={signature.request} />;
}

interface TypedDataProps {
  origin: string;
  account: Address;
  network: AppNetwork;
  onSign(password: string): Promise<void>;
  onCancel(): void;
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

/** Refuses the request (4001 to the site) as soon as the window knows it cannot be signed. */
function Refused({ id, message }: { id: string; message: string }) {
  useEffect(() => {
    void callBackground({ kind: 'reject', id }).catch(() => undefined);
  }, [id]);
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
