import type { TFunction } from 'i18next';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import type { ConfirmationRow } from '../../transactions/index.ts';
import { AccountRow } from '../list/AccountRow.tsx';

/**
 * The first rows of every delegation confirmation (docs/staking.md#flow-windows-and-views): Validator (name,
 * numeric id) and From. The delegate form passes its own label ('Send From') and the balance.
 */
export function delegationRows(
  t: TFunction,
  account: Account,
  validator: { name: string | null } | undefined,
  stakerId: bigint,
  from: { label?: string; balance?: bigint | undefined } = {},
): ConfirmationRow[] {
  return [
    {
      label: t('staking.confirm.validator'),
      value: (
        <>
          {validator?.name ? <ChainText text={validator.name} kind="name" /> : t('staking.unknown')}
          {`, ${stakerId}`}
        </>
      ),
    },
    {
      label: from.label ?? t('staking.confirm.from'),
      value: <AccountRow account={account} balance={from.balance} />,
    },
  ];
}
