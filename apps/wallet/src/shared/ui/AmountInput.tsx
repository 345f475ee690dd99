import { toDecimalString } from '@fantom-wallet/core';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, memo, type ReactNode } from 'react';

/**
 * The one amount field of every form (send, delegate, lock, undelegate): the typed text (checked by the form's
 * rule from core, whose message shows under it and is announced), a button that fills the largest allowed amount
 * (never below 0), and a line under it (available balance, delegated amount). Signs and exponents cannot be
 * typed: '+', '-', 'e' and 'E' are ignored. Memoised: with stable props it skips a form's re-render (a quote
 * arriving for the other field).
 */
export const AmountInput = memo(function AmountInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  max,
  hint,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string | null | undefined;
  /** The fill button: its label ('Max', 'Entire Balance'), the amount it fills (undefined while unknown). */
  max?: { label: string; value: bigint | undefined; decimals: number; onFill?: () => void } | undefined;
  /** Shown under the field, e.g. 'Available: 12.00 FTM'. */
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const ignoreSigns = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '-' || event.key === 'e' || event.key === 'E')
      event.preventDefault();
  };
  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={ignoreSigns}
        {...(onBlur ? { onBlur } : {})}
        error={error ?? null}
        errorProps={{ role: 'alert' }}
        inputMode="decimal"
        autoComplete="off"
        maxLength={100}
        disabled={disabled ?? false}
        {...(max
          ? {
              rightSectionWidth: Math.max(64, max.label.length * 8 + 24),
              rightSection: (
                <Button
                  size="compact-xs"
                  variant="light"
                  disabled={max.value === undefined || disabled === true}
                  onClick={() => {
                    if (max.value === undefined) return;
                    onChange(toDecimalString(max.value > 0n ? max.value : 0n, max.decimals));
                    max.onFill?.();
                  }}
                >
                  {max.label}
                </Button>
              ),
            }
          : {})}
      />
      {hint !== undefined && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
});
