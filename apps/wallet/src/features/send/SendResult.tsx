import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { TransactionResult, useVerifyTransaction } from '../transactions/index.ts';
import type { SendDraft } from './SendDraft.ts';

/** transaction-success-message for plain sends, with the verifying, error and still-pending views. */
export function SendResult({
  from,
  draft,
  onSendMore,
}: {
  from: `0x${string}`;
  draft: SendDraft | null;
  onSendMore: () => void;
}) {
  const { hash = '' } = useParams();
  if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) return <Navigate to={`/account/${from}/send`} replace />;
  return <VerifiedResult from={from} hash={hash as `0x${string}`} draft={draft} onSendMore={onSendMore} />;
}

/** The result of the send whose hash is in the route, verified on chain. */
function VerifiedResult({
  from,
  hash,
  draft,
  onSendMore,
}: {
  from: `0x${string}`;
  hash: `0x${string}`;
  draft: SendDraft | null;
  onSendMore: () => void;
}) {
  const { t } = useTranslation();
  const result = useVerifyTransaction(from, hash);
  return (
    <TransactionResult
      hash={hash}
      result={result}
      successTitle={t('send.successTitle')}
      actions={
        <>
          <Button component={Link} to={`/account/${from}`} variant="default">
            {t('send.backToWallet')}
          </Button>
          <Button onClick={onSendMore}>
            {draft?.token ? t('send.sendMoreToken', { symbol: draft.token.symbol }) : t('send.sendMore')}
          </Button>
        </>
      }
    />
  );
}
