import { Text } from '@mantine/core';
import { Amount } from '../../../shared/ui/Amount.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';

/** The 'Send From' / 'From' row of staking confirmations: account name, address and, when known, balance. */
export function AccountRow({ account, balance }: { account: Account; balance?: bigint | undefined }) {
  return (
    <>
      {account.name && (
        <Text span fw={600} display="block">
          {account.name}
        </Text>
      )}
      <Text span ff="monospace" size="sm" display="block">
        {account.address}
      </Text>
      {balance !== undefined && <Amount value={balance} size="sm" c="dimmed" />}
    </>
  );
}
