import { sameAddress } from '@fantom-wallet/core';
import { Alert, Anchor, Center, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { useCurrentAccount } from '../../storage/accounts/useCurrentAccount.ts';
import { useErc20Assets } from '../balances/index.ts';
import { RejectedCard } from '../transactions/index.ts';
import { BridgeCompleting } from './bridge/BridgeCompleting.tsx';
import { BridgeConfirmation } from './bridge/BridgeConfirmation.tsx';
import { SendConfirmation } from './SendConfirmation.tsx';
import type { SendDraft } from './SendDraft.ts';
import { SendForm } from './SendForm.tsx';
import { SendResult } from './SendResult.tsx';

/**
 * The send flow under /account/:address/send (docs/send.md#send-flow): the FTM form (index), a token's form
 * (erc20/:token), the confirmation, the result and the reject message. The draft lives here so going back, a
 * failed send or a refusal keeps it; when the active wallet changes the flow returns to the form.
 */
export default function SendPage() {
  const account = useCurrentAccount();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SendDraft | null>(null);
  const address = account?.address ?? null;
  const previous = useRef(address);

  useEffect(() => {
    if (previous.current === address) return;
    const switched = previous.current !== null;
    previous.current = address;
    // The wallets load after the first render: only a change from one wallet to another resets the flow.
    if (!switched) return;
    setDraft(null);
    if (address) navigate(`/account/${address}/send`, { replace: true });
  }, [address, navigate]);

  if (!account) return null;
  const from = account.address;
  const base = `/account/${account.address}/send`;
  const continueWith = (next: SendDraft) => {
    setDraft(next);
    navigate(`${base}/confirm`);
  };
  const formFor = (next: SendDraft | null) => (next?.token ? `${base}/erc20/${next.token.address}` : base);
  const rejected = () => navigate(`${base}/reject`, { replace: true });

  return (
    <Routes>
      <Route
        index
        element={
          <SendForm
            key={`${from}:ftm`}
            from={from}
            token={null}
            draft={draft && !draft.token && draft.from === from ? draft : null}
            onContinue={continueWith}
          />
        }
      />
      <Route
        path="erc20/:token"
        element={<TokenSendForm from={from} draft={draft} onContinue={continueWith} />}
      />
      <Route
        path="confirm"
        element={
          draft && draft.from === from && draft.bridge ? (
            <BridgeConfirmation
              account={account}
              draft={draft}
              bridge={draft.bridge}
              onBack={() => navigate(formFor(draft))}
              onSubmitted={(uuid) => navigate(`${base}/completing/${uuid}`, { replace: true })}
              onRejected={rejected}
            />
          ) : draft && draft.from === from && draft.direction === 'OperaToOpera' ? (
            <SendConfirmation
              account={account}
              draft={draft}
              onBack={() => navigate(formFor(draft))}
              onSubmitted={(hash) => navigate(`${base}/result/${hash}`, { replace: true })}
              onRejected={rejected}
            />
          ) : (
            <Navigate to={base} replace />
          )
        }
      />
      <Route
        path="result/:hash"
        element={
          <SendResult
            from={from}
            draft={draft}
            onSendMore={() => {
              setDraft(null);
              navigate(formFor(draft));
            }}
          />
        }
      />
      <Route path="completing/:uuid" element={<CompletingRoute from={from} />} />
      {/* The reject message: nothing was sent; Continue returns to the form, still filled in. */}
      <Route
        path="reject"
        element={<RejectedCard onContinue={() => navigate(formFor(draft), { replace: true })} />}
      />
      <Route path="*" element={<Navigate to={base} replace />} />
    </Routes>
  );
}

/** transaction-completing for the bridge send whose uuid is in the route. */
function CompletingRoute({ from }: { from: `0x${string}` }) {
  const { uuid = '' } = useParams();
  return <BridgeCompleting from={from} uuid={uuid} />;
}

/** account-send-erc20: the token comes from the account's assets; SFTM and unknown tokens are refused. */
function TokenSendForm({
  from,
  draft,
  onContinue,
}: {
  from: `0x${string}`;
  draft: SendDraft | null;
  onContinue: (draft: SendDraft) => void;
}) {
  const { t } = useTranslation();
  const { token: tokenAddress = '' } = useParams();
  const assets = useErc20Assets(from);
  if (assets.isPending) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('send.loadingToken')} />
      </Center>
    );
  }
  const token = assets.data?.find((a) => sameAddress(a.address, tokenAddress));
  if (!token || token.symbol.toUpperCase() === 'SFTM') {
    return (
      <Alert color="red" role="alert" title={t('send.badToken')}>
        <Anchor component={Link} to={`/account/${from}`}>
          {t('send.backToAssets')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <SendForm
      key={`${from}:${token.address}`}
      from={from}
      token={token}
      draft={draft?.token?.address === token.address && draft.from === from ? draft : null}
      onContinue={onContinue}
    />
  );
}
