import {
  type Address,
  parseLegacyTypedData,
  parseTypedData,
  type SiteSignatureRequest,
  typedDataChainId,
} from '@fantom-wallet/core';
import { isAddress, isHex, stringToHex } from 'viem/utils';
import { z } from 'zod';
import { addressSchema } from './addressSchema.ts';
import { RPC_ERRORS, SiteRequestError } from './ProviderRpcError.ts';

/** The signature methods sites may ask (docs/extension.md#signatures); eth_sign stays refused. */
export const SIGNATURE_METHODS = [
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];
export const isSignatureMethod = (method: string): method is SignatureMethod =>
  (SIGNATURE_METHODS as readonly string[]).includes(method);

/** A personal_sign message at most this long (bytes): a sign-in or a note, not a file. */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** Typed data at most this long as JSON text. */
export const MAX_TYPED_DATA_CHARS = 512 * 1024;

/** A site's signature request as it is stored for its window: the account and what the signer signs. */
export const siteSignatureSchema = z.object({
  from: addressSchema,
  request: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('personal'), message: z.string().regex(/^0x([0-9a-fA-F]{2})*$/) }),
    z.object({ kind: z.literal('typedData'), json: z.string().max(MAX_TYPED_DATA_CHARS) }),
    z.object({ kind: z.literal('typedDataV1'), json: z.string().max(MAX_TYPED_DATA_CHARS) }),
  ]),
});
export interface SiteSignature {
  from: Address;
  request: SiteSignatureRequest;
}

const bad = (message?: string) => new SiteRequestError(RPC_ERRORS.invalidParams, message);
const text = z.string().max(2 * MAX_TYPED_DATA_CHARS);

/** personal_sign's message: 0x hex bytes as they are, any other text as its UTF-8. */
function messageHex(message: string): `0x${string}` {
  const hex = isHex(message) && message.length % 2 === 0 ? message : stringToHex(message);
  if ((hex.length - 2) / 2 > MAX_MESSAGE_BYTES) throw bad('The message is too long.');
  return hex;
}

const notTypedData = () => bad('The typed data is not valid EIP-712.');

/** The typed data as JSON text; a value JSON cannot hold (a cycle, a bigint) is not typed data. */
function typedDataJson(value: unknown): string {
  let json: string | undefined;
  try {
    json = typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    throw notTypedData();
  }
  if (json === undefined) throw notTypedData();
  if (json.length > MAX_TYPED_DATA_CHARS) throw bad('The typed data is too long.');
  return json;
}

/**
 * A signature method's params, checked (docs/extension.md#signatures): personal_sign `[message, address]` (the
 * reversed order some old libraries send is taken too), eth_signTypedData_v3/_v4 `[address, typedData]`,
 * eth_signTypedData `[typedData, address]`. Typed data must be valid, and its domain's chain id, when it names
 * one, the active network's. Throws the site's error otherwise.
 */
export function parseSiteSignature(
  method: SignatureMethod,
  params: unknown,
  activeChainId: number,
): SiteSignature {
  if (!Array.isArray(params) || params.length < 2) throw bad();
  if (method === 'personal_sign') {
    const [first, second] = params;
    if (typeof first !== 'string' || typeof second !== 'string') throw bad();
    const reversed = isAddress(first) && !isAddress(second);
    const from = addressSchema.safeParse(reversed ? first : second);
    if (!from.success) throw bad();
    return { from: from.data, request: { kind: 'personal', message: messageHex(reversed ? second : first) } };
  }
  const [addressParam, dataParam] = method === 'eth_signTypedData' ? [params[1], params[0]] : params;
  const from = addressSchema.safeParse(addressParam);
  if (!from.success || (typeof dataParam === 'string' && !text.safeParse(dataParam).success)) throw bad();
  const json = typedDataJson(dataParam);
  try {
    if (method === 'eth_signTypedData') {
      parseLegacyTypedData(json);
      return { from: from.data, request: { kind: 'typedDataV1', json } };
    }
    const typedData = parseTypedData(json);
    const chainId = typedDataChainId(typedData);
    if (chainId !== undefined && chainId !== activeChainId)
      throw new SiteRequestError(
        RPC_ERRORS.invalidParams,
        `The typed data is for chain ${chainId}, but the active network is chain ${activeChainId}.`,
      );
    return { from: from.data, request: { kind: 'typedData', json } };
  } catch (error) {
    if (error instanceof SiteRequestError) throw error;
    throw notTypedData();
  }
}
