import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import type { Validator } from './Validator.ts';

/** 'Name, id' of a validator; an unnamed one is 'Unknown' (docs/staking.md#messages). */
export function ValidatorName({ validator, id }: { validator: Validator | undefined; id: bigint }) {
  const { t } = useTranslation();
  return (
    <Text span>
      {validator?.name ? <ChainText text={validator.name} kind="name" /> : t('staking.unknown')}
      <Text span c="dimmed">
        {`, ${id}`}
      </Text>
    </Text>
  );
}
