import {
  type Hex,
  parseTypedData,
  type SiteSignatureRequest,
  type SiteTypedData,
  WalletError,
} from '@fantom-wallet/core';
import {
  getTypesForEIP712Domain,
  hashDomain,
  hashStruct,
  hexToBytes,
  recoverMessageAddress,
  recoverTypedDataAddress,
  serializeSignature,
  type TypedDataDefinition,
} from 'viem';
import { type ConnectOptions, withLedger } from './connectLedger.ts';
import { expectLedgerSigner, type LedgerAccountRef, ledgerSigningError } from './createLedgerSigner.ts';
import type { LedgerApp } from './LedgerApp.ts';

export const LEDGER_SIGNATURE_MESSAGES = {
  legacyTypedData:
    'A Ledger cannot sign typed data in the legacy form (eth_signTypedData): the site must ask with eth_signTypedData_v4.',
  domainOnly: 'A Ledger cannot sign typed data whose primary type is its domain.',
} as const;

/**
 * Signs a site's personal message or EIP-712 typed data on the device (docs/ledger.md#messages) and returns the
 * 65-byte signature, after checking it recovers to the account's address, as a transaction's is. The legacy
 * typed data (v1) has no Ledger command, and is refused before the device is asked.
 */
export async function signSiteRequestOnLedger(
  app: LedgerApp,
  account: LedgerAccountRef,
  request: SiteSignatureRequest,
): Promise<Hex> {
  if (request.kind === 'typedDataV1') {
    throw new WalletError('LEDGER', LEDGER_SIGNATURE_MESSAGES.legacyTypedData);
  }
  if (request.kind === 'personal') {
    const signature = serializeSignature(
      await app.signPersonalMessage(account.accountId, account.addressId, hexToBytes(request.message)),
    );
    expectLedgerSigner(
      account,
      await recoverMessageAddress({ message: { raw: request.message }, signature }),
    );
    return signature;
  }
  const typedData = typedDataDefinition(parseTypedData(request.json));
  if (typedData.primaryType === 'EIP712Domain') {
    throw new WalletError('LEDGER', LEDGER_SIGNATURE_MESSAGES.domainOnly);
  }
  const signature = serializeSignature(
    await app.signTypedDataHashes(
      account.accountId,
      account.addressId,
      hashDomain({ domain: typedData.domain, types: typedData.types }),
      hashStruct({ data: typedData.message, primaryType: typedData.primaryType, types: typedData.types }),
    ),
  );
  expectLedgerSigner(account, await recoverTypedDataAddress({ ...typedData, signature }));
  return signature;
}

/**
 * Connects to the device (the browser's chooser on the first use) and signs there: a refusal on the device is a
 * SignerRejectedError ('Signature rejected'); every other failure carries the message the user reads
 * (docs/ledger.md#status-words; the Fantom app open: which app to open instead).
 */
export async function signSiteRequestOnDevice(
  account: LedgerAccountRef,
  request: SiteSignatureRequest,
  connect: <T>(options: ConnectOptions, use: (app: LedgerApp) => Promise<T>) => Promise<T> = withLedger,
): Promise<Hex> {
  try {
    return await connect({ choose: true }, (app) => signSiteRequestOnLedger(app, account, request));
  } catch (error) {
    throw ledgerSigningError(error, 'signature');
  }
}

/** The typed data as viem hashes it: the domain's types derived from its fields when the site gave none. */
function typedDataDefinition(typedData: SiteTypedData) {
  const domain = typedData.domain as NonNullable<TypedDataDefinition['domain']>;
  return {
    domain,
    types: { EIP712Domain: getTypesForEIP712Domain({ domain }), ...typedData.types },
    primaryType: typedData.primaryType,
    message: typedData.message,
  } as TypedDataDefinition<Record<string, unknown>, string> & {
    domain: NonNullable<TypedDataDefinition['domain']>;
  };
}
