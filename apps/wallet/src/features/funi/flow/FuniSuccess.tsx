import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { z } from 'zod/mini';
import type { Account } from '../../../storage/accounts/Account.ts';
import { TransactionResult } from '../../transactions/index.ts';

const doneSchema = z.object({
  hash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  text: z.string().check(z.maxLength(300)),
  again: z.string().check(z.regex(/^\/funi\/0x[0-9a-fA-F]{40}\/[a-zA-Z0-9/]{0,200}$/)),
});

export type FuniFlow = 'swap' | 'add' | 'remove';

export const FLOW_FORM: Record<FuniFlow, string> = { swap: 'swap', add: 'pools', remove: 'pools' };

/**
 * The success route of a flow (docs/funi.md#routes): the confirmed transaction with its hash, on to the account
 * history or back to fUNI. Without a result to show (a reload, a typed URL) it goes to the flow's form.
 */
export function FuniSuccess({ account, flow }: { account: Account; flow: FuniFlow }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [done] = useState(() => doneSchema.safeParse((location.state as { done?: unknown } | null)?.done));
  if (!done.success) return <Navigate to={`/funi/${account.address}/${FLOW_FORM[flow]}`} replace />;
  const { hash, text, again } = done.data;
  return (
    <TransactionResult
      hash={hash as `0x${string}`}
      result={{ status: 'success' }}
      successTitle={t(`funi.success.${flow}Title`)}
      successText={<Text data-testid="funi-success-text">{text}</Text>}
      actions={
        <Group>
          <Button component={Link} to={`/account/${account.address}`}>
            {t('funi.success.history')}
          </Button>
          <Button component={Link} to={again} variant="default">
            {t('funi.success.again')}
          </Button>
        </Group>
      }
    />
  );
}
