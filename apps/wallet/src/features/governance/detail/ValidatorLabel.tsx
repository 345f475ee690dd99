import { Avatar, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import type { GovernanceValidator } from '../data/governanceQueries.ts';

/** A delegation's validator: logo, name (or 'unknown') and id; its address when the API does not know it. */
export function ValidatorLabel({
  validator,
  address,
}: {
  validator: GovernanceValidator | undefined;
  address: `0x${string}`;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" component="span">
      <Avatar src={validator?.logoUrl ?? null} alt="" size="sm" radius="xl" />
      <Text span fw={600}>
        {validator?.name ? <ChainText text={validator.name} kind="name" /> : t('governance.unknown')}
        <Text span c="dimmed">
          {validator ? `, ${validator.id}` : `, ${address}`}
        </Text>
      </Text>
    </Group>
  );
}
