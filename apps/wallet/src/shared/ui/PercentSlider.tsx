import { Button, Group, Slider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const PERCENT_MARKS: readonly number[] = [0, 25, 50, 75, 100];

/** A whole percent between 0 and 100; anything that is not a number becomes the minimum, 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * A share of something in whole percents (0–100, step 1): a slider plus clickable marks (0%, 25%, 50%, 75%,
 * 100% by default) that set it in one click or keypress. It knows nothing of amounts: the caller turns the
 * percent into an amount (in bigint) and back. `label` names the slider for assistive technology.
 */
export function PercentSlider({
  label,
  value,
  onChange,
  marks = PERCENT_MARKS,
  disabled,
  testId,
}: {
  label: string;
  value: number;
  onChange: (percent: number) => void;
  marks?: readonly number[];
  disabled?: boolean | undefined;
  testId?: string | undefined;
}) {
  const { t } = useTranslation();
  const percent = clampPercent(value);
  return (
    <Stack gap={6} data-testid={testId}>
      <Slider
        min={0}
        max={100}
        step={1}
        value={percent}
        onChange={(next) => onChange(clampPercent(next))}
        marks={marks.map((mark) => ({ value: mark }))}
        label={(v) => t('percentSlider.mark', { percent: v })}
        thumbLabel={label}
        disabled={disabled === true}
        thumbValueText={(v) => t('percentSlider.mark', { percent: v })}
      />
      <Group justify="space-between" gap={4} role="group" aria-label={t('percentSlider.marks')}>
        {marks.map((mark) => (
          <Button
            key={mark}
            size="compact-xs"
            variant={mark === percent ? 'light' : 'subtle'}
            aria-pressed={mark === percent}
            disabled={disabled === true}
            onClick={() => onChange(mark)}
          >
            {t('percentSlider.mark', { percent: mark })}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
