import type { RequestSender } from '@fantom-wallet/api-client';
import { callIntents, type TransactionCall } from '@fantom-wallet/core';
import { Alert, Card, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errorMessage.ts';
import { type SimulatedCall, simulatedCalls } from './SimulatedCall.ts';
import { SimulationResultView } from './SimulationResultView.tsx';
import { type SimulationAlert, simulationAlerts } from './simulationAlerts.ts';
import { useSimulation } from './useSimulation.ts';

export interface SimulationPanelProps {
  /** The confirmation's API (the active network's, or a test's fake). */
  transport: RequestSender;
  from: `0x${string}`;
  /**
   * This step's call as it will be signed (with the confirmation's gas limit, price and nonce once prepared); null
   * while the flow builds it or the confirmation prepares it.
   */
  call: SimulatedCall | null;
  /** The flow's later steps, simulated after this one ('After all steps'). */
  laterCalls?: readonly TransactionCall[] | undefined;
  /** Told whether Confirm must wait: a red warning not yet acknowledged with 'I understand the risk'. */
  onRiskChange?: ((blocksConfirm: boolean) => void) | undefined;
}

/** An alert's values as the catalogue takes them: the block values a contract reads, as words in a list. */
function wordValues(alert: SimulationAlert, t: TFunction): Record<string, string> {
  if (alert.key !== 'unpredictable') return alert.values;
  const words = (alert.values.values ?? '').split(',').map((value) => t(`simulation.blockValues.${value}`));
  return { ...alert.values, values: new Intl.ListFormat('en-US', { type: 'conjunction' }).format(words) };
}

/**
 * What the transaction will do, below the confirmation's rows (docs/simulation.md#in-the-confirmation). It
 * loads on its own: the rows, the fee, the password and Confirm never wait for it. Loaded lazily.
 */
export default function SimulationPanel({
  transport,
  from,
  call,
  laterCalls,
  onRiskChange,
}: SimulationPanelProps) {
  const { t } = useTranslation();
  const calls = useMemo(
    () => (call === null ? null : simulatedCalls(call, laterCalls ?? [])),
    [call, laterCalls],
  );
  const thisStep = useMemo(() => (call === null ? null : [call]), [call]);
  const multiStep = (laterCalls?.length ?? 0) > 0;
  const all = useSimulation(transport, from, calls);
  const first = useSimulation(transport, from, multiStep ? thisStep : null);
  const [understood, setUnderstood] = useState(false);
  // What this step would do decides the warnings that hold Confirm; in a multi-step flow, what only the later
  // steps would do (a swap the Allow is for that would fail) is said too, but does not hold this step.
  const alerts = useMemo(() => {
    const own = multiStep ? first : all;
    const ownCalls = multiStep ? thisStep : calls;
    const mine =
      own.status === 'ready' && own.result.available && ownCalls !== null
        ? simulationAlerts(own.result, ownCalls, callIntents(ownCalls))
        : [];
    if (!multiStep || all.status !== 'ready' || !all.result.available || calls === null) return mine;
    const later = simulationAlerts(all.result, calls, callIntents(calls))
      .filter((alert) => !mine.some((m) => m.key === alert.key))
      .map((alert) => ({ ...alert, level: 'amber' as const }));
    return [...mine, ...later];
  }, [all, first, calls, thisStep, multiStep]);
  const red = alerts.some((alert) => alert.level === 'red');

  // New parameters ask again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the calls change, not on every render.
  useEffect(() => setUnderstood(false), [calls]);
  useEffect(() => {
    onRiskChange?.(red && !understood);
  }, [red, understood, onRiskChange]);
  useEffect(() => () => onRiskChange?.(false), [onRiskChange]);

  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-labelledby="simulation-title"
      data-testid="simulation"
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id="simulation-title">
          {t('simulation.title')}
        </Title>
        {all.status === 'loading' && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('simulation.simulating')}</Text>
          </Group>
        )}
        {all.status === 'error' && (
          <Text size="sm" c="dimmed">
            {t('simulation.unavailable', { reason: errorMessage(all.error, t) })}
          </Text>
        )}
        {all.status === 'ready' && !all.result.available && (
          <Text size="sm" c="dimmed">
            {t('simulation.unavailable', { reason: all.result.unavailableReason ?? '' })}
          </Text>
        )}
        {multiStep && first.status === 'ready' && first.result.available && (
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              {t('simulation.thisStep')}
            </Text>
            <SimulationResultView result={first.result} outOfDate={first.outOfDate} transport={transport} />
          </Stack>
        )}
        {all.status === 'ready' && all.result.available && (
          <Stack gap={4}>
            {multiStep && (
              <Text size="sm" fw={700}>
                {t('simulation.afterAllSteps')}
              </Text>
            )}
            <SimulationResultView result={all.result} outOfDate={all.outOfDate} transport={transport} />
          </Stack>
        )}
        {alerts.map((alert) => (
          <Alert
            key={`${alert.key}${Object.values(alert.values).join()}`}
            color={alert.level === 'red' ? 'red' : 'yellow'}
            role="alert"
            p="xs"
            // Addresses in the text break anywhere rather than run past a narrow window (the extension's 360 px).
            style={{ overflowWrap: 'anywhere' }}
          >
            {t(`simulation.alerts.${alert.key}`, wordValues(alert, t))}
          </Alert>
        ))}
        {red && (
          <Checkbox
            label={t('simulation.understand')}
            checked={understood}
            onChange={(event) => setUnderstood(event.currentTarget.checked)}
          />
        )}
      </Stack>
    </Card>
  );
}
