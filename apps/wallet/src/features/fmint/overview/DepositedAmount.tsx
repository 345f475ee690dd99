import { addressKey } from '@fantom-wallet/core';
import { Text } from '@mantine/core';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { useFmintDeposits } from '../data/useFmintDeposits.ts';

/**
 * What of a token the account has locked in fMint, for the account's Assets tab ('Deposited',
 * docs/fmint.md#assets). Loaded lazily with the tab, so fMint's data code stays out of the first load.
 */
export default function DepositedAmount({
  address,
  token,
  decimals,
  symbol,
}: {
  address: string;
  token: string;
  decimals: number;
  symbol: string;
}) {
  const deposits = useFmintDeposits(address);
  const deposited = deposits.get(addressKey(token));
  if (deposited === undefined)
    return (
      <Text span fz="sm">
        –
      </Text>
    );
  return <Amount value={deposited} decimals={decimals} symbol={symbol} fz="sm" />;
}
