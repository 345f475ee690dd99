import type { TokenIdentity } from '@fantom-wallet/core';
import { Badge, Text, type TextProps, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chainLabel } from './chainLabel.ts';

/**
 * The mark of a token that reads like another one the wallet knows (SECURITY.md#look-alike-tokens): a red badge,
 * and for screen readers and on hover which token it imitates and where the real one is.
 */
export function LookalikeBadge({ like }: { like: TokenIdentity }) {
  const { t } = useTranslation();
  const explain = t('lookalike.explain', {
    symbol: chainLabel(like.symbol, 'symbol'),
    address: like.address,
  });
  return (
    <Tooltip label={explain} multiline w={280} withinPortal>
      <Badge
        component="span"
        color="red"
        variant="filled"
        size="sm"
        data-testid="lookalike-badge"
        style={{ flexShrink: 0 }}
      >
        {t('lookalike.badge')}
        <VisuallyHidden>{`: ${explain}`}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

/** A token's contract address, in full: shown beside any token that might pass for another. */
export function TokenContract({ address, ...textProps }: { address: string } & TextProps) {
  return (
    <Text
      ff="monospace"
      fz="xs"
      {...textProps}
      style={{ overflowWrap: 'anywhere' }}
      data-testid="token-contract"
    >
      {address}
    </Text>
  );
}
