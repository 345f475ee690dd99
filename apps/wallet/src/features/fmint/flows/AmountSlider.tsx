import { clampToBounds, parseAmount, toDecimalString } from '@fantom-wallet/core';
import { Button, Group, Slider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../shared/ui/AmountInput.tsx';

const STEPS = 1_000;

/**
 * The amount field and slider of the fMint forms (docs/fmint.md#inputs): both edit the new total between `min`
 * and `max`; typed amounts outside them are clamped, a slider position that is not a number becomes the minimum.
 * Min, Reset (only once changed) and Max unless `buttons` is false.
 */
export function AmountSlider({
  label,
  text,
  onText,
  decimals,
  min,
  max,
  current,
  buttons,
  hint,
}: {
  label: string;
  text: string;
  onText: (text: string) => void;
  decimals: number;
  min: bigint;
  max: bigint;
  current: bigint;
  buttons: boolean;
  hint?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const parsed = parseAmount(text, decimals);
  const value = parsed.ok ? parsed.value : min;
  const span = max > min ? max - min : 0n;
  const position = span === 0n ? 0 : Number(((value - min) * BigInt(STEPS)) / span);
  const set = (amount: bigint) => onText(toDecimalString(amount, decimals));
  return (
    <Stack gap="xs">
      <AmountInput
        label={label}
        value={text}
        onChange={(next) => {
          const p = parseAmount(next, decimals);
          // Inputs clamp: a number outside the bounds becomes the nearest bound at once.
          if (p.ok && (p.value > max || p.value < min)) set(clampToBounds(next, decimals, min, max));
          else onText(next);
        }}
        onBlur={() => set(clampToBounds(text, decimals, min, max))}
        hint={hint}
      />
      <Slider
        thumbLabel={t('fmint.form.slider', { label })}
        min={0}
        max={STEPS}
        step={1}
        value={Math.min(STEPS, Math.max(0, position))}
        disabled={span === 0n}
        label={null}
        onChange={(pos) => {
          const steps = Number.isFinite(pos) ? BigInt(Math.round(Math.min(STEPS, Math.max(0, pos)))) : 0n;
          set(min + (span * steps) / BigInt(STEPS));
        }}
      />
      {buttons && (
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={() => set(min)}>
            {t('fmint.form.min')}
          </Button>
          {value !== current && (
            <Button size="compact-sm" variant="default" onClick={() => set(current)}>
              {t('fmint.form.reset')}
            </Button>
          )}
          <Button size="compact-sm" variant="default" onClick={() => set(max)}>
            {t('fmint.form.max')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
