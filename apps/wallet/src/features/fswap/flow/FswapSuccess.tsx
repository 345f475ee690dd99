import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { z } from 'zod/mini';
import type { Account } from '../../../storage/accounts/Account.ts';
import { TransactionResult } from '../../transactions/index.ts';

const swappedSchema = z.object({
  hash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  text: z.string().check(z.maxLength(300)),
  again: z.string().check(z.regex(/^\/fswap\//)),
});

/**
 * /fswap/{address}/success (docs/fswap.md#transactions): the confirmed swap with its hash and explorer link, on
 * to the account history or a new swap. Without a swap to show (a reload, a typed URL) it goes to the form.
 */
export function FswapSuccess({ account }: { account: Account }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [swapped] = useState(() =>
    swappedSchema.safeParse((location.state as { swapped?: unknown } | null)?.swapped),
  );
  if (!swapped.success) return <Navigate to={`/fswap/${account.address}`} replace />;
  const { hash, text, again } = swapped.data;
  return (
    <TransactionResult
      hash={hash as `0x${string}`}
      result={{ status: 'success' }}
      successTitle={t('fswap.success.title')}
      successText={<Text data-testid="fswap-success-text">{text}</Text>}
      actions={
        <Group>
          <Button component={Link} to={`/account/${account.address}`}>
            {t('fswap.success.history')}
          </Button>
          <Button component={Link} to={again} variant="default">
            {t('fswap.success.again')}
          </Button>
        </Group>
      }
    />
  );
}
