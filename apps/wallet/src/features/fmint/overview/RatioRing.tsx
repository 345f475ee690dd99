import type { RatioColor } from '@fantom-wallet/core';
import { RingProgress, Stack, Text, VisuallyHidden } from '@mantine/core';

const COLORS: Record<RatioColor, string> = { red: 'red.7', amber: 'yellow.6', green: 'teal.6' };

/**
 * A ring with its value also as text (docs/fmint.md#c-ratio): the C-ratio ring of the overview and the Debt Limit
 * ring of the forms. `fill` is how full the ring is in basis points of the ring.
 */
export function RatioRing({
  label,
  text,
  fill,
  color,
  size = 140,
  testId,
}: {
  label: string;
  text: string;
  fill: bigint;
  color: RatioColor;
  size?: number;
  testId?: string;
}) {
  const percent = Number(fill) / 100;
  return (
    <Stack gap={4} align="center">
      <RingProgress
        size={size}
        thickness={12}
        roundCaps
        aria-hidden
        sections={[{ value: Math.min(100, Math.max(0, percent)), color: COLORS[color] }]}
        label={
          <Text
            ta="center"
            fw={700}
            size={size < 130 ? 'xs' : 'sm'}
            style={{ whiteSpace: 'nowrap' }}
            data-testid={testId}
          >
            {text}
          </Text>
        }
      />
      <Text size="sm" c="dimmed">
        {label}
        <VisuallyHidden>: {text}</VisuallyHidden>
      </Text>
    </Stack>
  );
}
