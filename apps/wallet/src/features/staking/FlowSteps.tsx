import { Group, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Where a staking flow stands (spec 2 §4.4): 'Undelegate, Confirm, Finished', 'Allow, Confirm, Finished' …
 * `counter` adds the spec's 'n / 2' for two-transaction flows.
 */
export function FlowSteps({
  steps,
  active,
  counter,
}: {
  steps: string[];
  active: number;
  counter?: { step: number; total: number };
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
      <Stepper
        active={active}
        size="xs"
        allowNextStepsSelect={false}
        aria-label={t('staking.flow.steps')}
        style={{ flex: 1 }}
        styles={{ stepLabel: { fontSize: 'var(--mantine-font-size-sm)' } }}
      >
        {steps.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      {counter && (
        <Text fw={600} size="sm" data-testid="step-counter" style={{ whiteSpace: 'nowrap' }}>
          {t('staking.flow.counter', { step: counter.step, total: counter.total })}
        </Text>
      )}
    </Group>
  );
}
