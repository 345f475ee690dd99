import { sameAddress } from '@fantom-wallet/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Account } from '../../storage/accounts/Account.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useCurrentAccount } from '../../storage/accounts/useCurrentAccount.ts';

/**
 * The saved wallet named by a per-account area's `:address` route parameter (docs/account.md#bad-wallet). On the
 * first visit it becomes the active wallet, as picking it would; picking another wallet later goes to that
 * wallet's page of the area (`/{area}/{address}`). Undefined when no saved wallet has the address: the area
 * says 'Bad wallet' ({@link BadWallet}).
 */
export function useRouteAccount(area: string): Account | undefined {
  const { address = '' } = useParams();
  const navigate = useNavigate();
  const accounts = useAccountsStore((s) => s.accounts);
  const setActive = useAccountsStore((s) => s.setActive);
  const current = useCurrentAccount();
  const routeAccount = accounts.find((a) => sameAddress(a.address, address));
  const synced = useRef(false);

  useEffect(() => {
    if (!routeAccount) return;
    if (!synced.current) {
      synced.current = true;
      if (current?.address !== routeAccount.address) setActive(routeAccount.address);
      return;
    }
    if (current && current.address !== routeAccount.address) navigate(`/${area}/${current.address}`);
  }, [area, routeAccount, current, setActive, navigate]);

  return routeAccount;
}
