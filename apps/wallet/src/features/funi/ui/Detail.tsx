import { Group, Text } from '@mantine/core';

/** One 'label … value' line under a form (price impact, fee, pool share). */
export function Detail({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string | undefined;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId} ta="right">
        {value}
      </Text>
    </Group>
  );
}
