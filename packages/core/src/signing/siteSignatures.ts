import { privateKeyToAccount } from 'viem/accounts';
import { encodePacked, hashTypedData, isHex, keccak256, validateTypedData } from 'viem/utils';
import { AddressMismatchError } from '../errors/AddressMismatchError.ts';
import { ValidationError } from '../errors/ValidationError.ts';
import type { Address } from '../types/Address.ts';
import type { Hex } from '../types/Hex.ts';
import { sameAddress } from '../types/sameAddress.ts';

/** Typed data a site may ask to sign (EIP-712 as eth_signTypedData_v3/_v4 take it), its integers as bigint. */
export interface SiteTypedData {
  types: Record<string, readonly { name: string; type: string }[]>;
  primaryType: string;
  domain: Record<string, unknown>;
  message: Record<string, unknown>;
}

/** One field of the legacy typed data (eth_signTypedData, "v1"): an array of these. */
export interface LegacyTypedField {
  type: string;
  name: string;
  value: unknown;
}

/** What a site's signature request signs, as it crosses to the signer (JSON: typed data as its text). */
export type SiteSignatureRequest =
  | { kind: 'personal'; message: Hex }
  | { kind: 'typedData'; json: string }
  | { kind: 'typedDataV1'; json: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const shortText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;
const isField = (value: unknown): value is { name: string; type: string } =>
  isRecord(value) && shortText(value.name) && shortText(value.type);

const INVALID = 'The typed data is not valid EIP-712.';
const invalid = (message = INVALID) => new ValidationError('INVALID_TYPED_DATA', message);

/** An integer as sites send them (number, decimal or 0x string, bigint) → bigint; undefined if it is none. */
export function toBigInt(value: unknown): bigint | undefined {
  try {
    if (typeof value === 'bigint') return value;
    if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined;
    if (typeof value === 'string' && /^(-?\d{1,80}|0x[0-9a-fA-F]{1,64})$/.test(value)) return BigInt(value);
  } catch {
    return undefined;
  }
  return undefined;
}

const INTEGER = /^u?int(\d*)$/;

/** `value` of EIP-712 type `type` with every integer as bigint (arrays and structs walked). */
function normalizeValue(types: SiteTypedData['types'], type: string, value: unknown, depth: number): unknown {
  if (depth > 32) throw invalid();
  const array = /^(.*)\[(\d*)\]$/.exec(type);
  if (array) {
    if (!Array.isArray(value)) throw invalid();
    return value.map((item) => normalizeValue(types, array[1] ?? '', item, depth + 1));
  }
  const struct = types[type];
  if (struct) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid();
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      struct.map((f) => [f.name, normalizeValue(types, f.type, record[f.name], depth + 1)]),
    );
  }
  if (INTEGER.test(type)) {
    const number = toBigInt(value);
    if (number === undefined) throw invalid();
    return number;
  }
  // viem hashes what these are given without checking it (an object's text, a plain string's UTF-8 as `bytes`),
  // where other signers refuse it: the window would show one thing and the signature verify as another.
  if (type === 'string' && typeof value !== 'string') throw invalid();
  if (type === 'bytes' && !(typeof value === 'string' && isHex(value))) throw invalid();
  return value;
}

const DOMAIN_FIELDS: Record<string, string> = {
  name: 'string',
  version: 'string',
  chainId: 'uint256',
  verifyingContract: 'address',
  salt: 'bytes32',
};

/**
 * A site's EIP-712 typed data (an object or its JSON text, as eth_signTypedData_v3/_v4 take it), checked with
 * viem (every field of every type present and of its type) and its integers as bigint. Throws
 * INVALID_TYPED_DATA otherwise.
 */
export function parseTypedData(input: unknown): SiteTypedData {
  let raw = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch {
      throw invalid();
    }
  }
  if (!isRecord(raw) || !isRecord(raw.types) || !shortText(raw.primaryType)) throw invalid();
  const { primaryType } = raw;
  const domain = raw.domain ?? {};
  const message = raw.message ?? {};
  if (!isRecord(domain) || !isRecord(message)) throw invalid();
  const types: SiteTypedData['types'] = {};
  for (const [name, fields] of Object.entries(raw.types)) {
    if (!Array.isArray(fields) || fields.length > 200 || !fields.every(isField)) throw invalid();
    types[name] = fields;
  }
  if (primaryType !== 'EIP712Domain' && !types[primaryType]) throw invalid();
  const domainTypes =
    types.EIP712Domain ??
    Object.keys(domain).flatMap((name) => {
      const type = DOMAIN_FIELDS[name];
      return type ? [{ name, type }] : [];
    });
  const normalizedDomain = normalizeValue({ ...types, EIP712Domain: domainTypes }, 'EIP712Domain', domain, 0);
  const normalizedMessage =
    primaryType === 'EIP712Domain' ? {} : normalizeValue(types, primaryType, message, 0);
  const typedData = {
    types,
    primaryType,
    domain: normalizedDomain as Record<string, unknown>,
    message: normalizedMessage as Record<string, unknown>,
  } as SiteTypedData;
  try {
    validateTypedData(typedData as Parameters<typeof validateTypedData>[0]);
    hashTypedData(typedData as Parameters<typeof hashTypedData>[0]);
  } catch {
    throw invalid();
  }
  return typedData;
}

/** The domain's chain id of typed data, when it names one. */
export function typedDataChainId(typedData: SiteTypedData): number | undefined {
  const chainId = toBigInt(typedData.domain.chainId);
  return chainId === undefined ? undefined : Number(chainId);
}

/** The legacy typed data (eth_signTypedData's v1 array), checked; throws INVALID_TYPED_DATA otherwise. */
export function parseLegacyTypedData(input: unknown): LegacyTypedField[] {
  let raw = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch {
      throw invalid();
    }
  }
  if (
    !Array.isArray(raw) ||
    raw.length === 0 ||
    raw.length > 200 ||
    !raw.every((f) => isField(f) && 'value' in f)
  )
    throw invalid();
  const fields = raw as LegacyTypedField[];
  legacyTypedDataHash(fields);
  return fields;
}

function legacyValue(type: string, value: unknown): unknown {
  if (INTEGER.test(type)) {
    const number = toBigInt(value);
    if (number === undefined) throw invalid();
    return number;
  }
  if (type === 'bool') {
    if (typeof value !== 'boolean') throw invalid();
    return value;
  }
  if (type === 'string') {
    if (typeof value !== 'string') throw invalid();
    return value;
  }
  if (type === 'address' || type === 'bytes' || /^bytes\d+$/.test(type)) {
    if (typeof value !== 'string' || !isHex(value)) throw invalid();
    return value;
  }
  throw invalid();
}

/**
 * The hash eth_signTypedData (v1) signs, as MetaMask's eth-sig-util `typedSignatureHash` computes it:
 * keccak256(keccak256(packed "type name" strings) ‖ keccak256(packed values)).
 */
export function legacyTypedDataHash(fields: readonly LegacyTypedField[]): Hex {
  // `uint` alone is uint256 in the packed encoding, as in eth-sig-util.
  const types = fields.map((f) => f.type.replace(/^(u?int)$/, '$1256'));
  const values = fields.map((f, i) => legacyValue(types[i] ?? '', f.value));
  try {
    const schema = keccak256(
      encodePacked(
        fields.map(() => 'string'),
        fields.map((f) => `${f.type} ${f.name}`),
      ),
    );
    const data = keccak256(encodePacked(types, values));
    return keccak256(encodePacked(['bytes32', 'bytes32'], [schema, data]));
  } catch {
    throw invalid();
  }
}

/**
 * Signs a site's signature request with `privateKey` (inside the signer only): personal_sign's message bytes
 * (EIP-191), EIP-712 typed data (v3/v4), or the legacy v1 array's hash. Throws the address mismatch when the key
 * is not `accountAddress`'s.
 */
export async function signSiteRequest(
  privateKey: Hex,
  accountAddress: Address,
  request: SiteSignatureRequest,
): Promise<Hex> {
  const account = privateKeyToAccount(privateKey);
  if (!sameAddress(account.address, accountAddress))
    throw new AddressMismatchError(accountAddress, account.address);
  switch (request.kind) {
    case 'personal':
      return account.signMessage({ message: { raw: request.message } });
    case 'typedData':
      return account.signTypedData(parseTypedData(request.json) as Parameters<typeof hashTypedData>[0]);
    case 'typedDataV1':
      return account.sign({ hash: legacyTypedDataHash(parseLegacyTypedData(request.json)) });
  }
}
