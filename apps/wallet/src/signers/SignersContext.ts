import { createContext, useContext, useMemo } from 'react';
import { useActiveNetwork } from '../shared/network/useActiveNetwork.ts';
import type { Account } from '../storage/accounts/Account.ts';
import { createAppSigners } from './createAppSigners.ts';
import type { SignerApi } from './keystore/worker/SignerApi.ts';
import type { Signer } from './Signer.ts';
import type { Signers } from './Signers.ts';

/** The app's signers; the PWA's own unless an entry (the extension, a test) provides others. */
export const SignersContext = createContext<Signers>(createAppSigners());

/** The keystore vault: create, restore, download and remove keystores. */
export function useKeystoreVault(): SignerApi {
  return useContext(SignersContext).keystores();
}

/** The signer of `account` on the active network: every confirmation sends through it. */
export function useSigner(account: Account): Signer {
  const signers = useContext(SignersContext);
  const network = useActiveNetwork();
  return useMemo(() => signers.signerFor(account, network), [signers, account, network]);
}
