import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';

/** Which network the wallet talks to, always visible in the header. */
export function NetworkBadge() {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  return (
    <Badge
      variant={network.id === 'mainnet' ? 'light' : 'filled'}
      color={network.id === 'mainnet' ? 'fantom' : network.id === 'devnet' ? 'grape.9' : 'orange.9'}
      aria-label={t('network.activeNetwork', { name: t(`network.${network.id}`) })}
    >
      {t(`network.${network.id}`)}
    </Badge>
  );
}
