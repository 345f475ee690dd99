import { type Address, formatAmountFull, type SiteTypedData } from '@fantom-wallet/core';
import { addressName, type NamedAccounts } from './addressName.ts';
import { checksummedAddress as validAddress } from './checksummedAddress.ts';
import { decodePermits, type PermitApproval } from './permits.ts';
import type { FactsByAddress } from './signatureFactsQuery.ts';

/** What the window shows of a leaf beyond its value, when the wallet knows more than the value says. */
export type ReadableValue =
  /** An address the wallet knows: one of the user's accounts, or a contract it knows. */
  | { kind: 'name'; name: string }
  /** An amount of a token whose symbol and decimals the wallet read: `amount` in the token's decimals. */
  | { kind: 'amount'; amount: string; symbol: string }
  /** A permit's amount that its sentence calls unlimited (permits.ts), of a known token. */
  | { kind: 'unlimited'; symbol: string };

/** One line of the typed data's readable tree: a field and its value, or a struct or array and its fields. */
export interface TypedDataNode {
  name: string;
  type: string;
  /** A leaf's value as it is signed, as text: integers in decimal, an address checksummed. Absent for a struct or an array. */
  value?: string;
  /** A uint leaf that counts an amount of this token, whether the wallet knows the token or not. */
  token?: Address;
  /** Shown beside `value`, never instead of it. */
  readable?: ReadableValue;
  children?: TypedDataNode[];
}

/** What the tree names addresses and formats amounts with. */
export interface TreeNames {
  accounts: NamedAccounts;
  facts: FactsByAddress;
}

/** The names of uint fields that count an amount of a token (EIP-2612's `value`, Permit2's `amount`, …). */
const AMOUNT_FIELDS = new Set(['amount', 'value', 'allowance', 'allowed']);
const UINT = /^uint\d*$/;
const MAX_DEPTH = 16;

interface Walk {
  types: SiteTypedData['types'];
  names: TreeNames;
  /** The domain's verifying contract: the token of amounts in a struct that names none. */
  domainToken: Address | undefined;
  permits: PermitApproval[];
}

/**
 * The token the amounts of a struct count: its own `token` address field (Permit2's `token` + `amount` pairs),
 * else the domain's verifying contract (a token's own permit). A `token` field that is no address: none.
 */
function structToken(
  walk: Walk,
  fields: readonly { name: string; type: string }[],
  values: Record<string, unknown>,
): Address | undefined {
  const token = fields.find((f) => f.name === 'token');
  if (!token) return walk.domainToken;
  return token.type === 'address' ? validAddress(values.token) : undefined;
}

const samePath = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((segment, i) => segment === b[i]);

function amountLeaf(walk: Walk, leaf: TypedDataNode, value: bigint, token: Address, path: string[]) {
  const { symbol, decimals } = walk.names.facts[token.toLowerCase()] ?? {};
  if (!symbol || decimals === undefined) return { ...leaf, token };
  const unlimited = walk.permits.some((p) => p.unlimited && samePath(p.amountPath, path));
  const readable: ReadableValue = unlimited
    ? { kind: 'unlimited', symbol }
    : { kind: 'amount', amount: formatAmountFull(value, decimals), symbol };
  return { ...leaf, token, readable };
}

function leafNode(
  walk: Walk,
  name: string,
  type: string,
  value: unknown,
  path: string[],
  token: Address | undefined,
): TypedDataNode {
  const address = type === 'address' ? validAddress(value) : undefined;
  if (address) {
    const known = addressName(address, walk.names.accounts, walk.names.facts);
    return { name, type, value: address, ...(known ? { readable: { kind: 'name', name: known } } : {}) };
  }
  const text =
    typeof value === 'string' ||
    typeof value === 'bigint' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value ?? null);
  const leaf = { name, type, value: text };
  if (token && typeof value === 'bigint' && UINT.test(type) && AMOUNT_FIELDS.has(name))
    return amountLeaf(walk, leaf, value, token, path);
  return leaf;
}

function node(
  walk: Walk,
  name: string,
  type: string,
  value: unknown,
  path: string[],
  token: Address | undefined,
): TypedDataNode {
  const depth = path.length;
  const array = /^(.*)\[\d*\]$/.exec(type);
  if (depth < MAX_DEPTH && array && Array.isArray(value))
    return {
      name,
      type,
      children: value.map((item, i) =>
        node(walk, `${i}`, array[1] ?? '', item, [...path, `${i}`], undefined),
      ),
    };
  const struct = walk.types[type];
  if (depth < MAX_DEPTH && struct && typeof value === 'object' && value !== null)
    return { name, type, children: structChildren(walk, struct, value as Record<string, unknown>, path) };
  return leafNode(walk, name, type, value, path, token);
}

function structChildren(
  walk: Walk,
  fields: readonly { name: string; type: string }[],
  values: Record<string, unknown>,
  path: string[],
): TypedDataNode[] {
  const token = structToken(walk, fields, values);
  return fields.map((f) => node(walk, f.name, f.type, values[f.name], [...path, f.name], token));
}

/**
 * The message of typed data as a tree in its type's field order (docs/extension.md#signatures). An address leaf is
 * checksummed and, when it is one of the user's accounts or a contract the wallet knows, named. A uint leaf named
 * `amount`, `value`, `allowance` or `allowed` counts the token of its struct (the struct's `token` address, else the
 * domain's verifying contract); when the facts hold that token's symbol and decimals it is shown in them, and as
 * 'Unlimited' only where the permit's sentence says so. Otherwise a value is only its integer.
 */
export function typedDataTree(
  typedData: SiteTypedData,
  names: TreeNames = { accounts: [], facts: {} },
): TypedDataNode[] {
  const fields = typedData.types[typedData.primaryType] ?? [];
  const walk: Walk = {
    types: typedData.types,
    names,
    domainToken: validAddress(typedData.domain.verifyingContract),
    permits: decodePermits(typedData),
  };
  return structChildren(walk, fields, typedData.message, []);
}

/** The tokens the tree's amounts count (each once), whose symbol and decimals the window reads to format them. */
export function treeTokens(nodes: readonly TypedDataNode[]): Address[] {
  const tokens = new Set<Address>();
  const visit = (list: readonly TypedDataNode[]) => {
    for (const n of list) {
      if (n.token) tokens.add(n.token);
      if (n.children) visit(n.children);
    }
  };
  visit(nodes);
  return [...tokens];
}
