import { BRIDGE, BRIDGE_MESSAGES } from '@fantom-wallet/core';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Amount } from '../../../shared/ui/Amount.tsx';
import type { BridgeRequest } from '../../../storage/bridgeRequests/bridgeRequestSchema.ts';
import { useBridgeRequestsStore } from '../../../storage/bridgeRequests/useBridgeRequestsStore.ts';
import { TransactionResult, useVerifyTransaction } from '../../transactions/index.ts';
import type { BridgeClient } from './bridgeClient.ts';
import { enqueueFinalize, useFinalizeProgress } from './finalizeRunner.ts';
import { farBalanceQuery, useBridgeAccess } from './useBridge.ts';

/**
 * transaction-completing (docs/bridge.md#finalising): the Opera transaction verified, then the swap finalised
 * attempt after attempt; paid shows the far balance, failed keeps the request with its uuid and a Retry.
 */
export function BridgeCompleting({ from, uuid }: { from: `0x${string}`; uuid: string }) {
  const { t } = useTranslation();
  const access = useBridgeAccess();
  // Kept from the first render: a paid request leaves the store, the screen still describes it.
  const stored = useBridgeRequestsStore((s) => s.requests.find((r) => r.uuid === uuid));
  const first = useRef<BridgeRequest | undefined>(stored);
  if (stored) first.current = stored;
  const request = first.current;
  if (!request?.hash || access.kind !== 'ready')
    return (
      <Alert color="red" role="alert" title={t('send.bridge.completingTitle')}>
        <Stack>
          <Text>{access.kind === 'ready' ? t('send.bridge.unknownRequest', { uuid }) : access.message}</Text>
          <Button component={Link} to={`/account/${from}`} variant="default">
            {t('send.backToWallet')}
          </Button>
        </Stack>
      </Alert>
    );
  return <Completing request={{ ...request, hash: request.hash as `0x${string}` }} client={access.client} />;
}

function Completing({
  request,
  client,
}: {
  request: BridgeRequest & { hash: `0x${string}` };
  client: BridgeClient;
}) {
  const { t } = useTranslation();
  const verified = useVerifyTransaction(request.from, request.hash as `0x${string}`);
  const progress = useFinalizeProgress((s) => s.progress[request.uuid]);
  const failedBefore = useBridgeRequestsStore(
    (s) => s.requests.find((r) => r.uuid === request.uuid)?.state === 'failed',
  );

  useEffect(() => {
    if (verified.status === 'success' && !failedBefore) void enqueueFinalize(request, client);
  }, [verified.status, failedBefore, request, client]);

  const paid = progress?.status === 'paid';
  const farBalance = useQuery({ ...farBalanceQuery(client, request, paid), enabled: paid });

  if (verified.status !== 'success')
    return <TransactionResult hash={request.hash as `0x${string}`} result={verified} />;
  const chain = t(`send.bridge.chains.${request.direction}`);
  const retry = () => {
    useBridgeRequestsStore.getState().update(request.uuid, { state: 'pending' });
    void enqueueFinalize(request, client);
  };

  return (
    <Card withBorder component="section" aria-labelledby="bridge-completing-title">
      <Stack>
        <Title order={2} size="h3" id="bridge-completing-title">
          {paid ? t('send.bridge.paidTitle') : t('send.bridge.completingTitle')}
        </Title>
        {paid ? (
          <Stack gap={4} data-testid="bridge-paid">
            <Text>{t('send.bridge.paidText', { chain })}</Text>
            <Text size="sm">
              {t('send.bridge.farBalance')}{' '}
              {farBalance.data === undefined ? (
                '…'
              ) : (
                <Amount
                  value={farBalance.data}
                  decimals={request.decimals}
                  symbol={request.symbol}
                  fw={600}
                />
              )}
            </Text>
          </Stack>
        ) : progress?.status === 'failed' || (failedBefore && progress?.status !== 'finalizing') ? (
          <Alert color="red" role="alert" title={t('send.bridge.failedTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('send.bridge.failedText', { attempts: BRIDGE.finalizeAttempts })}</Text>
              <Text size="sm">
                {t('send.bridge.requestId')}{' '}
                <Text span ff="monospace" data-testid="bridge-uuid">
                  {request.uuid}
                </Text>
              </Text>
              {progress?.status === 'failed' && <Text size="sm">{progress.lastError}</Text>}
              <Group>
                <Button onClick={retry}>{t('send.bridge.retry')}</Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Stack gap={4} role="status">
            <Group gap="sm">
              <Loader size="sm" />
              <Text data-testid="bridge-attempt">
                {progress?.status === 'finalizing'
                  ? `${t('send.bridge.finalizing', { chain })} ${BRIDGE_MESSAGES.attempt(progress.attempt, BRIDGE.finalizeAttempts)}`
                  : t('send.bridge.waiting')}
              </Text>
            </Group>
            {progress?.status === 'finalizing' && progress.lastError && (
              <Text size="sm" c="dimmed" data-testid="bridge-last-error">
                {t('send.bridge.lastError', { error: progress.lastError })}
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button component={Link} to={`/account/${request.from}`} variant="default">
            {t('send.backToWallet')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
