import { BRIDGE, BRIDGE_MESSAGES, sameAddress, shortenAddress, toDecimalString } from '@fantom-wallet/core';
import { Affix, Anchor, Notification, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BridgeRequest } from '../../../storage/bridgeRequests/bridgeRequestSchema.ts';
import { useBridgeRequestsStore } from '../../../storage/bridgeRequests/useBridgeRequestsStore.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { enqueueFinalize, useFinalizeProgress } from './finalizeRunner.ts';
import { useBridgeAccess } from './useBridge.ts';

/**
 * Resumes the bridge requests found pending at start (docs/bridge.md#pending-requests): one without a hash is
 * matched with the sent records (to its deposit address) or reported as not sent; each one with a hash is
 * finalised again. Lists what became of each until dismissed.
 */
export function BridgeResumeNotice({ uuids }: { uuids: readonly string[] }) {
  const { t } = useTranslation();
  const access = useBridgeAccess();
  const [resumed, setResumed] = useState<BridgeRequest[]>([]);
  const [dismissed, setDismissed] = useState(false);
  const started = useRef(false);
  const progress = useFinalizeProgress((s) => s.progress);

  useEffect(() => {
    if (started.current || access.kind !== 'ready') return;
    started.current = true;
    const store = useBridgeRequestsStore.getState();
    const pending = store.requests.filter((r) => r.state === 'pending' && uuids.includes(r.uuid));
    for (const request of pending) {
      let hash = request.hash;
      if (!hash) {
        hash = useSentTransactionsStore
          .getState()
          .transactionsOf(request.from)
          .find((tx) => sameAddress(tx.to, request.depositAddress))?.hash;
        store.update(request.uuid, hash ? { hash } : { state: 'not-sent' });
      }
      if (hash) void enqueueFinalize({ ...request, hash }, access.client);
    }
    setResumed(pending);
  }, [access, uuids]);

  if (dismissed || resumed.length === 0) return null;
  const outcome = (request: BridgeRequest): string => {
    const state = progress[request.uuid];
    if (
      !request.hash &&
      !useBridgeRequestsStore.getState().requests.find((r) => r.uuid === request.uuid)?.hash
    )
      return t('send.bridge.resume.notSent');
    if (state?.status === 'paid') return t('send.bridge.resume.paid');
    if (state?.status === 'failed') return t('send.bridge.resume.failed');
    if (state?.status === 'finalizing')
      return BRIDGE_MESSAGES.attempt(state.attempt, BRIDGE.finalizeAttempts);
    return t('send.bridge.waiting');
  };
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={300}>
      <Notification
        title={t('send.bridge.resume.title')}
        onClose={() => setDismissed(true)}
        closeButtonProps={{ 'aria-label': t('send.bridge.resume.dismiss') }}
        color="blue"
        role="status"
        aria-live="polite"
        maw={420}
        data-testid="bridge-resume"
      >
        <Stack gap={4}>
          {resumed.map((request) => (
            <Text key={request.uuid} size="sm">
              {toDecimalString(BigInt(request.amount), request.decimals)} {request.symbol} →{' '}
              {shortenAddress(request.farAddress)}: <strong>{outcome(request)}</strong>{' '}
              <Anchor
                component={Link}
                to={`/account/${request.from}/send/completing/${request.uuid}`}
                size="sm"
              >
                {t('send.bridge.resume.open')}
              </Anchor>
            </Text>
          ))}
        </Stack>
      </Notification>
    </Affix>
  );
}
