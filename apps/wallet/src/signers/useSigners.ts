import { useContext, useMemo } from 'react';
import { useActiveNetwork } from '../shared/network/useActiveNetwork.ts';
import type { Account } from '../storage/accounts/Account.ts';
import { appSigners } from './createAppSigners.ts';
import type { SignerApi } from './keystore/worker/SignerApi.ts';
import type { Signer } from './Signer.ts';
import type { Signers } from './Signers.ts';
import { SignersContext } from './SignersContext.ts';

/** The signers in use: those handed in through SignersContext, else the PWA's (created on first use). */
function useSigners(): Signers {
  return useContext(SignersContext) ?? appSigners();
}

/** The keystore vault: create, restore, download and remove keystores. */
export function useKeystoreVault(): SignerApi {
  return useSigners().keystores();
}

/** The signer of `account` on the active network: every confirmation sends through it. */
export function useSigner(account: Account): Signer {
  const signers = useSigners();
  const network = useActiveNetwork();
  return useMemo(() => signers.signerFor(account, network), [signers, account, network]);
}
