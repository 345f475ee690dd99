import { useCallback, useContext } from 'react';
import type { SignerApi } from './keystore/worker/SignerApi.ts';
import { SignersContext } from './SignersContext.ts';

/**
 * The keystore vault, loaded and started when called rather than when rendered: for a screen that only offers a
 * keystore action (the account page's Download keystore file). Through useKeystoreVault, showing the account page
 * loaded every signer's code and started the signer worker on every visit.
 */
export function useKeystoreVaultOnDemand(): () => Promise<SignerApi> {
  const provided = useContext(SignersContext);
  return useCallback(
    async () => (provided ?? (await import('./createAppSigners.ts')).appSigners()).keystores(),
    [provided],
  );
}
