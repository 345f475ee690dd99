import type { SiteSignatureRequest } from '@fantom-wallet/core';
import { SignerError } from '@fantom-wallet/wallet/signer-worker';
import { SignerRejectedError } from '@fantom-wallet/wallet/signers';
import type { Account } from '@fantom-wallet/wallet/storage';
import { describe, expect, it, vi } from 'vitest';
import type { InternalMessage } from '../../protocol/internalMessages.ts';
import { callBackgroundAgain, NO_ANSWER_MESSAGE } from '../callBackground.ts';
import { NO_SIGNATURE_MESSAGE, type SignForSiteDependencies, signForSite } from './signForSite.ts';

const ID = '00000000-0000-4000-8000-000000000007';
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SIGNATURE = `0x${'ab'.repeat(65)}` as const;
const REQUEST: SiteSignatureRequest = { kind: 'personal', message: '0x48656c6c6f' };
const KEYSTORE: Account = { address: ADDRESS, type: 'keystore' };
const LEDGER: Account = {
  address: ADDRESS,
  type: 'ledger',
  accountId: 0,
  addressId: 0,
  derivationPath: "m/44'/60'/0'/0/0",
};

/** What callBackground throws when Chrome stopped the worker before it answered. */
const noAnswer = () =>
  new SignerError({ name: 'ExtensionError', code: 'NO_ANSWER', message: NO_ANSWER_MESSAGE });

function dependencies(overrides: Partial<SignForSiteDependencies> = {}) {
  const told: InternalMessage[] = [];
  const deps = {
    vault: { signSiteRequest: vi.fn(async () => SIGNATURE) },
    signOnLedger: vi.fn(async () => SIGNATURE),
    tell: vi.fn(async (message: InternalMessage) => {
      told.push(message);
    }),
    ...overrides,
  };
  return { deps, told };
}

describe('a signature window’s Sign (docs/extension.md#signatures)', () => {
  it('signs in the background with the typed password and no unlock scope, then hands the signature over', async () => {
    const { deps, told } = dependencies();
    const input = { id: ID, account: KEYSTORE, request: REQUEST, password: 'Passw0rd!' };
    expect(await signForSite(input, deps)).toBe('signed');
    // Exactly these fields: without a scope, no password remembered for a run of the wallet's flows can sign.
    expect(deps.vault.signSiteRequest).toHaveBeenCalledWith({
      address: ADDRESS,
      request: REQUEST,
      password: 'Passw0rd!',
    });
    expect(told).toEqual([{ kind: 'signatureDone', id: ID, signature: SIGNATURE }]);
  });

  it("a worker stopped while signing: the window's words are about signing, and the site is told nothing", async () => {
    const { deps, told } = dependencies({
      vault: {
        signSiteRequest: async () => {
          throw noAnswer();
        },
      },
    });
    await expect(
      signForSite({ id: ID, account: KEYSTORE, request: REQUEST, password: 'Passw0rd!' }, deps),
    ).rejects.toMatchObject({ code: 'NO_ANSWER', message: NO_SIGNATURE_MESSAGE });
    expect(NO_SIGNATURE_MESSAGE).toBe(
      'The extension stopped before it answered. The site got no signature: sign again.',
    );
    expect(told).toEqual([]);
  });

  it('a worker that keeps stopping while it is handed the signature: the same words, after asking four times', async () => {
    const sendMessage = vi.fn(async (_message: unknown) => {
      throw new Error('The message port closed before a response was received.');
    });
    const { deps } = dependencies({ tell: (message) => callBackgroundAgain(message, { sendMessage }) });
    await expect(
      signForSite({ id: ID, account: LEDGER, request: REQUEST, password: '' }, deps),
    ).rejects.toMatchObject({ code: 'NO_ANSWER', message: NO_SIGNATURE_MESSAGE });
    expect(sendMessage).toHaveBeenCalledTimes(4);
  });

  it('a Ledger signs on the device; a refusal there is "refused" and hands nothing over', async () => {
    const { deps, told } = dependencies();
    expect(await signForSite({ id: ID, account: LEDGER, request: REQUEST, password: '' }, deps)).toBe(
      'signed',
    );
    expect(deps.signOnLedger).toHaveBeenCalledWith(LEDGER, REQUEST);
    expect(deps.vault.signSiteRequest).not.toHaveBeenCalled();
    const refusing = dependencies({
      signOnLedger: async () => {
        throw new SignerRejectedError();
      },
    });
    expect(
      await signForSite({ id: ID, account: LEDGER, request: REQUEST, password: '' }, refusing.deps),
    ).toBe('refused');
    expect(told).toHaveLength(1);
    expect(refusing.told).toEqual([]);
  });

  it("the signer's other failures keep their words (a wrong password)", async () => {
    const { deps, told } = dependencies({
      vault: {
        signSiteRequest: async () => {
          throw new SignerError({
            name: 'KeystoreError',
            code: 'BAD_PASSWORD',
            message: 'Bad keystore file or password.',
          });
        },
      },
    });
    await expect(
      signForSite({ id: ID, account: KEYSTORE, request: REQUEST, password: 'wrong' }, deps),
    ).rejects.toMatchObject({ message: 'Bad keystore file or password.' });
    expect(told).toEqual([]);
  });
});
