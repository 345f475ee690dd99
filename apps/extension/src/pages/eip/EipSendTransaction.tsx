import '../fullStyles.ts';
import { accountNonce, GraphQLResponseError, type RequestSender, request } from '@fantom-wallet/api-client';
import {
  type Address,
  formatAmount,
  GAS,
  type Hash,
  type Hex,
  type TransactionCall,
} from '@fantom-wallet/core';
import { transportFor, useActiveNetwork } from '@fantom-wallet/wallet/network';
import { SignersContext, useSigner } from '@fantom-wallet/wallet/signers';
import type { Account } from '@fantom-wallet/wallet/storage';
import { useAccountsStore } from '@fantom-wallet/wallet/storage';
import { gasEstimateQuery } from '@fantom-wallet/wallet/transactions';
// Not the feature's lazy confirmation: this window's chunk is already loaded on its own, and a second chunk behind
// a Suspense fallback would add its load and React's reveal delay to every request (bench: request to window).
import { TransactionConfirmation } from '@fantom-wallet/wallet/transactions/confirmation';
import { Alert, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isAddressEqual } from 'viem/utils';
import type { PendingRequestView } from '../../protocol/internalMessages.ts';
import {
  creationCodeSize,
  type SiteTransaction,
  siteTransactionSchema,
} from '../../protocol/siteTransaction.ts';
import { callBackground, callBackgroundAgain } from '../callBackground.ts';
import { createExtensionSigners } from '../createExtensionSigners.ts';
import { methodName } from './methodName.ts';
import { RefusedRequest } from './RefusedRequest.tsx';
import { SiteName } from './SiteName.tsx';
import { siteGasLimit } from './siteGasLimit.ts';
import { useSiteFees } from './useSiteFees.ts';
import { useSiteRequest } from './useSiteRequest.ts';

/**
 * A site's transaction (docs/extension.md#site-requests): its origin, From, To, Amount and data, the max fee by
 * the wallet's gas rules, and the password (always asked: a password remembered for the wallet's own flows is
 * not offered here). Confirm takes the nonce again, signs in the background, hands the signed transaction's hash
 * to the background before broadcasting it through the API, then the sent hash (which answers the site), and
 * closes the window.
 */
export function EipSendTransaction() {
  return (
    <SignersContext value={signers}>
      <SendTransactionRequest />
    </SignersContext>
  );
}

/** The background's signers, for the one window that signs (created with this window's code). */
const signers = createExtensionSigners();

function SendTransactionRequest() {
  const { t } = useTranslation();
  const { id } = useParams();
  const loaded = useSiteRequest(id, siteTransactionSchema);
  const accounts = useAccountsStore((s) => s.accounts);
  const network = useActiveNetwork();

  if (loaded.status === 'loading') return <Loader role="progressbar" aria-label={t('extension.loading')} />;
  if (loaded.status === 'gone')
    return (
      <Alert color="red" role="alert">
        {t('extension.requestGone')}
      </Alert>
    );
  const { request, params: transaction } = loaded;
  const account = accounts.find((a) => isAddressEqual(a.address, transaction.from));
  const refusal = !account
    ? t('extension.accountRemoved')
    : request.chainId !== network.chainId
      ? t('extension.otherNetwork')
      : null;
  if (refusal || !account)
    return <RefusedRequest id={request.id} message={refusal ?? t('extension.accountRemoved')} />;
  return <Confirm request={request} transaction={transaction} account={account} />;
}

function Confirm({
  request,
  transaction,
  account,
}: {
  request: PendingRequestView;
  transaction: SiteTransaction;
  account: Account;
}) {
  const { t } = useTranslation();
  const signer = useSigner(account);
  const call = useMemo<TransactionCall>(
    () => ({
      to: transaction.to ?? null,
      data: (transaction.data ?? '0x') as Hex,
      value: BigInt(transaction.value ?? '0x0'),
    }),
    [transaction],
  );
  const network = useActiveNetwork();
  const transport = useMemo(() => transportFor(network), [network]);
  const siteGas = transaction.gas === undefined ? undefined : BigInt(transaction.gas);
  // With the site's own gas, the confirmation waits for the estimate to know whether to keep it.
  const estimate = useQuery({
    ...gasEstimateQuery(network, account.address, call),
    enabled: siteGas !== undefined,
  });
  const gasLimit =
    siteGas === undefined || estimate.data === undefined ? undefined : siteGasLimit(siteGas, estimate.data);
  const fees = useSiteFees(network, transaction);
  const decision = fees.status === 'ready' ? fees.decision : undefined;
  const ready =
    fees.status === 'ready' && (siteGas === undefined || estimate.data !== undefined || estimate.isError);
  const method = methodName(transaction.data);
  // A creation shows the size of its code, not the code: tens of KB of hex tell a user nothing.
  const codeSize = creationCodeSize(transaction);
  const rows = [
    { label: t('extension.site'), value: request.origin },
    { label: t('extension.from'), value: account.address },
    codeSize === undefined
      ? { label: t('extension.to'), value: transaction.to ?? '' }
      : {
          label: t('extension.contractCode'),
          value: t('extension.codeSize', { count: codeSize, size: codeSize.toLocaleString('en-US') }),
        },
    {
      label: t('extension.amount'),
      value: formatAmount(call.value, { decimals: 18, fractionDigits: 6, symbol: 'FTM' }),
    },
    ...(codeSize !== undefined || call.data === '0x'
      ? []
      : [{ label: t('extension.data'), value: method ?? call.data }]),
  ];
  return (
    <Stack>
      <SiteName origin={request.origin} />
      {decision?.clamped && (
        <Alert color="yellow" role="status">
          {decision.clamped === 'low'
            ? t('extension.feeRaised', { price: gwei(decision.gasPrice) })
            : t('extension.feeLowered', { price: gwei(decision.gasPrice) })}
        </Alert>
      )}
      <TransactionConfirmation
        account={account}
        call={ready ? call : null}
        rows={rows}
        gasLimit={gasLimit}
        gasPrice={decision?.gasPrice}
        maxPriorityFeePerGas={decision?.maxPriorityFeePerGas}
        // A call the node cannot estimate (it reverts) is still the site's to ask and the user's to decide: it is
        // prepared with the site's gas, else the spec's highest limit, so the fee shown is what it may cost, and the
        // simulation's warning holds Confirm until 'I understand the risk' (docs/extension.md#site-requests).
        gasLimitIfEstimateFails={siteGas ?? GAS.maxLimit}
        stickyDecision
        title={codeSize === undefined ? t('extension.sendTitle') : t('extension.deployTitle')}
        cancelLabel={t('extension.cancel')}
        onCancel={() => {
          void callBackground({ kind: 'reject', id: request.id }).finally(() => window.close());
        }}
        onConfirm={async (prepared, password) => {
          // The nonce is taken again now: another window of this wallet may have sent since this one prepared.
          const txCount = await fetchTxCount(transport, account.address);
          let signed: Hash | undefined;
          try {
            const { hash } = await signer.send(
              { ...prepared, nonce: Math.max(prepared.nonce, txCount) },
              {
                ...(password === undefined ? {} : { password }),
                // Recorded before the broadcast, so a window closed while the API is slow answers this hash.
                beforeBroadcast: async (signedHash) => {
                  await callBackgroundAgain({ kind: 'transactionSigned', id: request.id, hash: signedHash });
                  signed = signedHash;
                },
              },
            );
            await callBackgroundAgain({ kind: 'transactionDone', id: request.id, hash });
            window.close();
          } catch (error) {
            // The API answered with a refusal: the signed transaction is not on its way.
            if (signed !== undefined && error instanceof GraphQLResponseError)
              await callBackground({ kind: 'transactionNotSent', id: request.id, hash: signed }).catch(
                () => undefined,
              );
            throw error;
          }
        }}
      />
    </Stack>
  );
}

const gwei = (wei: bigint) => formatAmount(wei, { decimals: 9, fractionDigits: 2, symbol: 'gwei' });

/** The API's confirmed transaction count of `address`: the nonce this window's transaction needs at least. */
async function fetchTxCount(transport: RequestSender, address: Address): Promise<number> {
  return Number((await request(transport, accountNonce, { address })).account.txCount);
}
