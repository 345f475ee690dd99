import { useCallback, useEffect, useState } from 'react';
import type { ConfirmationRequest, Signer } from '../../../signers/index.ts';

/**
 * What the signer wants the confirmation to ask (password, device, external wallet); undefined while asking.
 * `recheck` asks again: a remembered password expires or is used up. An external wallet's signer reports its
 * account and chain changes, and each one asks again (docs/external-wallets.md#confirmation). `passwordScope` is the
 * run of a flow asking: only a password remembered for it is offered (docs/transactions.md#remembered-password).
 */
export function useConfirmationRequest(
  signer: Signer,
  passwordScope?: string,
): {
  request: ConfirmationRequest | undefined;
  recheck: () => void;
} {
  const [request, setRequest] = useState<ConfirmationRequest | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt;
    let live = true;
    signer.confirmation({ passwordScope }).then(
      (value) => live && setRequest(value),
      () => live && setRequest({ kind: 'password', remembered: false }),
    );
    return () => {
      live = false;
    };
  }, [signer, attempt, passwordScope]);
  const recheck = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => signer.watchConfirmation?.(recheck), [signer, recheck]);
  return { request, recheck };
}
