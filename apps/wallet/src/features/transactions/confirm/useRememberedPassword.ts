import { useCallback, useEffect, useState } from 'react';
import { signerClient } from '../../../signers/keystore/worker/signerClient.ts';

/**
 * Whether the signer still remembers the password of `address` (spec 2 §4.5: the field is hidden meanwhile).
 * undefined while asking; `recheck` asks again (the memory may expire or be used up).
 */
export function useRememberedPassword(
  address: `0x${string}`,
  enabled = true,
): {
  remembered: boolean | undefined;
  recheck: () => void;
} {
  const [remembered, setRemembered] = useState<boolean | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    void attempt;
    let live = true;
    signerClient()
      .hasRememberedPassword(address)
      .then(
        (value) => live && setRemembered(value),
        () => live && setRemembered(false),
      );
    return () => {
      live = false;
    };
  }, [address, enabled, attempt]);
  const recheck = useCallback(() => setAttempt((n) => n + 1), []);
  return { remembered, recheck };
}
