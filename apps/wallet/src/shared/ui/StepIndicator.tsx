import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Where a flow stands ('Undelegate, Confirm, Finished', 'Allow, Confirm, Finished', the four steps of creating a
 * wallet): the one step indicator of the app. A plain list, not buttons: the steps are not a navigation.
 * `counter` adds 'n / 2'.
 */
export function StepIndicator({
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
      <Group
        component="ol"
        aria-label={t('common.steps')}
        gap="md"
        m={0}
        p={0}
        style={{ listStyle: 'none', rowGap: 4 }}
      >
        {steps.map((label, index) => {
          const done = index < active;
          const current = index === active;
          return (
            <Group
              key={label}
              component="li"
              gap={6}
              wrap="nowrap"
              aria-current={current ? 'step' : undefined}
            >
              <ThemeIcon size={22} radius="xl" variant={done || current ? 'filled' : 'light'} aria-hidden>
                {done ? (
                  <IconCheck size={14} />
                ) : (
                  <Text span size="xs" fw={700}>
                    {index + 1}
                  </Text>
                )}
              </ThemeIcon>
              <Text size="sm" fw={current ? 700 : 400} {...(done || current ? {} : { c: 'dimmed' })}>
                {label}
              </Text>
            </Group>
          );
        })}
      </Group>
      {counter && (
        <Text fw={600} size="sm" data-testid="step-counter" style={{ whiteSpace: 'nowrap' }}>
          {t('common.stepCounter', { step: counter.step, total: counter.total })}
        </Text>
      )}
    </Group>
  );
}
