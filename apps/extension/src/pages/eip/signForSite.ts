import type { Hex, SiteSignatureRequest } from '@fantom-wallet/core';
import { type SignerApi, SignerError } from '@fantom-wallet/wallet/signer-worker';
import { isUserRejection } from '@fantom-wallet/wallet/signers';
import type { Account } from '@fantom-wallet/wallet/storage';
import type { InternalMessage } from '../../protocol/internalMessages.ts';

/**
 * What a signature window says when the background stopped (Chrome ended its worker) before it answered. The
 * transaction window's words ('Nothing was sent: confirm again') name a button this window does not have; what
 * is true here, whether the worker stopped while signing or while taking the signature, is that the site has
 * none, and Sign starts a new worker.
 */
export const NO_SIGNATURE_MESSAGE =
  'The extension stopped before it answered. The site got no signature: sign again.';

export interface SignForSiteDependencies {
  /** The background's signer: a keystore account signs there, with the password typed in the window. */
  vault: Pick<SignerApi, 'signSiteRequest'>;
  /** A Ledger account signs on the device, from the window (WebHID needs a page). */
  signOnLedger(account: Extract<Account, { type: 'ledger' }>, request: SiteSignatureRequest): Promise<Hex>;
  /** Tells the background something it stores once, asking again if its worker stopped (callBackgroundAgain). */
  tell(message: InternalMessage): Promise<void>;
}

export interface SignForSiteInput {
  /** The site's request, as the background stored it. */
  id: string;
  account: Account;
  request: SiteSignatureRequest;
  /** Typed in the window; empty for a Ledger account. */
  password: string;
}

function inSignatureWords(error: unknown): unknown {
  if (!(error instanceof SignerError && error.code === 'NO_ANSWER')) return error;
  return new SignerError({ name: error.name, code: 'NO_ANSWER', message: NO_SIGNATURE_MESSAGE });
}

/**
 * A signature window's Sign (docs/extension.md#signatures): signs what the site asked for and hands the signature
 * to the background, which answers the site once. A keystore account signs in the background with the password
 * typed in the window and no unlock scope, so a password remembered for a run of the wallet's own flow never signs
 * for a site (docs/transactions.md#remembered-password). 'refused' when the user refused on the device: the site
 * is then answered as by Cancel. Failures are thrown with the words the window shows.
 */
export async function signForSite(
  { id, account, request, password }: SignForSiteInput,
  { vault, signOnLedger, tell }: SignForSiteDependencies,
): Promise<'signed' | 'refused'> {
  try {
    let signature: Hex;
    try {
      signature =
        account.type === 'ledger'
          ? await signOnLedger(account, request)
          : await vault.signSiteRequest({ address: account.address, request, password });
    } catch (error) {
      if (isUserRejection(error)) return 'refused';
      throw error;
    }
    await tell({ kind: 'signatureDone', id, signature });
    return 'signed';
  } catch (error) {
    throw inSignatureWords(error);
  }
}
