import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { z } from 'zod/mini';
import type { Account } from '../../storage/accounts/Account.ts';
import { TransactionResult } from '../transactions/index.ts';

const doneSchema = z.object({
  hash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  text: z.string().check(z.maxLength(300)),
  again: z.string().check(z.regex(/^\/[\w/?=&-]{1,300}$/)),
});

/**
 * The success route of an fUNI or fSwap flow (docs/funi.md#routes, docs/fswap.md#transactions): the confirmed
 * transaction with its hash and the flow's sentence, on to the account history or to the flow again (only within
 * `area`, the wallet's own fUNI or fSwap). Without a result to show (a reload, a typed URL) it goes to `home`.
 */
export function FlowSuccess({
  account,
  area,
  home,
  labels,
  testId,
}: {
  account: Account;
  area: string;
  home: string;
  labels: { title: string; history: string; again: string };
  testId: string;
}) {
  const location = useLocation();
  const [done] = useState(() => doneSchema.safeParse((location.state as { done?: unknown } | null)?.done));
  const again = done.success ? done.data.again : '';
  if (!done.success || !(again === area || again.startsWith(`${area}/`) || again.startsWith(`${area}?`)))
    return <Navigate to={home} replace />;
  return (
    <TransactionResult
      hash={done.data.hash as `0x${string}`}
      result={{ status: 'success' }}
      successTitle={labels.title}
      successText={<Text data-testid={testId}>{done.data.text}</Text>}
      actions={
        <Group>
          <Button component={Link} to={`/account/${account.address}`}>
            {labels.history}
          </Button>
          <Button component={Link} to={again} variant="default">
            {labels.again}
          </Button>
        </Group>
      }
    />
  );
}
