import { useNavigate, useParams } from 'react-router';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useNotEnoughForGas } from '../../transactions/index.ts';
import type { FuniPair } from '../data/FuniPair.ts';
import { usePairsPolling } from './usePairsPolling.ts';

/** What the area's router gives a liquidity screen: the account and the pairs it already loaded. */
export interface LiquidityScreenProps {
  account: Account;
  pairs: readonly FuniPair[];
}

/**
 * What both liquidity screens (add, remove) start from: the pairs kept fresh while the screen is open, the route's
 * tokens, the area's path, and whether the wallet lacks the FTM for gas.
 */
export function useLiquidityScreen(account: Account, loaded: readonly FuniPair[]) {
  const noGas = useNotEnoughForGas(account.address);
  const navigate = useNavigate();
  const params = useParams();
  const pairs = usePairsPolling(account.address, loaded);
  return { noGas, navigate, params, pairs, base: `/funi/${account.address}` };
}
