import { isUnlimitedApproval } from '@fantom-wallet/core';
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  getAddress,
  type Hex,
  hexToBigInt,
  numberToHex,
  parseAbi,
} from 'viem';
import { prepareReads, readPrepared } from '../../chain/readMany.ts';
import { RpcError } from '../../errors/RpcError.ts';
import type { FwalletAllowance } from '../../generated/resolvers.ts';
import type { ApiServices } from '../../services/ApiServices.ts';
import { contractLabels, readTokenInfo } from '../simulation/index.ts';
import { APPROVAL_LIMITS } from './APPROVAL_LIMITS.ts';
import type { ApprovalCandidate } from './ApprovalStore.ts';
import { type ApprovalOrderKey, compareApprovalKeys } from './approvalCursor.ts';
import { approvalRisk, RISK_ORDER } from './approvalRisk.ts';

/** One row of the list with its place in the order. */
export interface ListedApproval {
  key: ApprovalOrderKey;
  allowance: FwalletAllowance;
}

/** An owner's approvals in force at one block, in the list's order (docs/approvals.md#order). */
export interface OwnerApprovals {
  blockNumber: bigint;
  rows: ListedApproval[];
}

/** ERC-165 interface id of ERC-1155. */
const ERC1155_INTERFACE: Hex = '0xd9b67a26';

const supportsInterfaceAbi = parseAbi(['function supportsInterface(bytes4 interfaceId) view returns (bool)']);

/** A revert is the contract's answer (it cannot say); anything else (the node, the block) is an error. */
function isRevert(error: unknown): boolean {
  return error instanceof RpcError && (error.rpcCode === 3 || /revert/i.test(error.message));
}

/**
 * A read of `to` at block `at`, decoded; null when the contract cannot answer (it reverts, has no code, or
 * returns something else). The node's own failures are thrown.
 */
async function readAt<T>(
  services: ApiServices,
  at: Hex,
  to: Address,
  data: Hex,
  decode: (result: Hex) => T,
): Promise<T | null> {
  let result: Hex;
  try {
    result = await services.rpc.request<Hex>('eth_call', [{ to, data }, at]);
  } catch (error) {
    if (isRevert(error)) return null;
    throw error;
  }
  return decodeWord(result, decode);
}

/**
 * ERC1155 when the collection says it is one (ERC-165), else ERC721: both take `setApprovalForAll(operator,
 * false)`, so the kind only names the standard. Kept per process; a node failure is not kept.
 */
function collectionKind(services: ApiServices, at: Hex, token: Address): Promise<'ERC721' | 'ERC1155'> {
  const kept = services.approvals.collectionKinds.get(token);
  if (kept !== undefined) return kept;
  const abi = supportsInterfaceAbi;
  const read = readAt(
    services,
    at,
    token,
    encodeFunctionData({ abi, functionName: 'supportsInterface', args: [ERC1155_INTERFACE] }),
    (data) => decodeFunctionResult({ abi, functionName: 'supportsInterface', data }),
  ).then((is1155): 'ERC721' | 'ERC1155' => (is1155 === true ? 'ERC1155' : 'ERC721'));
  services.approvals.collectionKinds.set(token, read);
  read.catch(() => services.approvals.collectionKinds.delete(token));
  return read;
}

const TOTAL_SUPPLY = encodeFunctionData({ abi: erc20Abi, functionName: 'totalSupply' });

/** A uint256 answer: any word is one. */
const toUint = (word: Hex): bigint => hexToBigInt(word);

/** A bool answer: a word of 0 or 1, anything else does not decode (as viem's decoder). */
function toBool(word: Hex): boolean {
  const value = hexToBigInt(word);
  if (value > 1n) throw new Error(`not a boolean: ${word}`);
  return value === 1n;
}

/** A one-word answer decoded; null when there was none or it does not decode (a boolean that is not 0 or 1). */
function decodeWord<T>(word: Hex | null | undefined, decode: (data: Hex) => T): T | null {
  if (word === null || word === undefined) return null;
  try {
    return decode(word);
  } catch {
    return null;
  }
}

/** What an owner's live reads send (the pairs, the tokens, the spenders and BatchReader's calldata). */
interface LiveReads {
  tokens: Address[];
  spenders: Address[];
  chunks: Hex[];
}

/**
 * Each candidate list's live reads, encoded once: the store hands back the same list at every new block while it
 * holds (ApprovalStore.candidates), and the calldata does not depend on the block, only the call's block tag does.
 * Encoding 200 pairs took ~3 ms of each new block's list (BENCHMARKS.md#approvals-servicesapibenchapprovalsts).
 */
const liveReads = new WeakMap<readonly ApprovalCandidate[], LiveReads>();

function liveReadsOf(owner: Address, candidates: readonly ApprovalCandidate[]): LiveReads {
  const kept = liveReads.get(candidates);
  if (kept !== undefined) return kept;
  const tokens = [...new Set(candidates.filter((c) => !c.allItems).map((c) => c.token))];
  const spenders = [...new Set(candidates.map((c) => c.spender))];
  const chunks = prepareReads(
    [
      ...candidates.map(({ token, spender, allItems }) => ({
        to: token,
        data: allItems
          ? encodeFunctionData({ abi: erc721Abi, functionName: 'isApprovedForAll', args: [owner, spender] })
          : encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }),
      })),
      ...tokens.map((token) => ({ to: token, data: TOTAL_SUPPLY })),
    ],
    spenders,
  );
  const reads = { tokens, spenders, chunks };
  liveReads.set(candidates, reads);
  return reads;
}

/** The read started for `key` (every key of the candidates has one). */
function readOf<T>(reads: ReadonlyMap<Address, Promise<T>>, key: Address): Promise<T> {
  return reads.get(key) ?? Promise.reject(new Error(`no read for ${key}`));
}

/**
 * The owner's approvals in force now (docs/approvals.md): the token and spender pairs that their last indexed
 * event left in place, each read live at the head block (`allowance`, `isApprovedForAll`), with the spenders'
 * code and the tokens' total supplies at the same block, all sent to the node together. Pairs the node now says
 * are zero, withdrawn, or unreadable are left out. Kept per block and indexed tip.
 */
export async function readApprovals(services: ApiServices, owner: Address): Promise<OwnerApprovals> {
  const { approvals, rpc } = services;
  const [{ tip, rows }, head] = await Promise.all([
    approvals.store.candidates(owner, APPROVAL_LIMITS.maxCandidates),
    approvals.head.get('head', async () => hexToBigInt(await rpc.request<Hex>('eth_blockNumber'))),
  ]);
  return approvals.lists.get(`${getAddress(owner)}:${tip}:${head}`, () =>
    readLive(services, getAddress(owner), rows, head),
  );
}

async function readLive(
  services: ApiServices,
  owner: Address,
  candidates: readonly ApprovalCandidate[],
  head: bigint,
): Promise<OwnerApprovals> {
  if (candidates.length === 0) return { blockNumber: head, rows: [] };
  const at = numberToHex(head);
  const once = <T>(keys: Iterable<Address>, read: (key: Address) => Promise<T>) =>
    new Map([...new Set(keys)].map((key) => [key, read(key)] as const));

  // Everything goes out in this tick, so the batching client sends it to the node together: the live reads (each
  // pair's allowance or operator approval, the tokens' total supplies, the spenders' code) inside one eth_call a
  // hundred, and the labels (fMint's parts, read from its address provider once per block).
  const labelsRead = contractLabels(services);
  const { tokens, spenders, chunks } = liveReadsOf(owner, candidates);
  const live = readPrepared(services.rpc, at, chunks);
  const infos = once(
    candidates.map((c) => c.token),
    (token) => readTokenInfo(services, token),
  );
  const kinds = once(
    candidates.filter((c) => c.allItems).map((c) => c.token),
    (token) => collectionKind(services, at, token),
  );
  const pending: Promise<unknown>[] = [labelsRead, live, ...infos.values(), ...kinds.values()];
  // Whichever fails first fails the answer; the others must not go unhandled meanwhile.
  for (const read of pending) read.catch(() => undefined);
  const [{ words, hasCode: codes }, labels] = await Promise.all([live, labelsRead]);
  const labelOf = new Map([...labels].map(([address, label]) => [getAddress(address), label]));
  const hasCode = new Map(spenders.map((spender, i) => [spender, codes[i] ?? false]));
  const supplies = new Map(
    tokens.map((token, i) => [token, decodeWord(words[candidates.length + i], toUint)]),
  );
  const values = candidates.map((candidate, i): bigint | boolean | null =>
    candidate.allItems ? decodeWord(words[i], toBool) : decodeWord(words[i], toUint),
  );

  const listed = await Promise.all(
    candidates.map(async (candidate, i): Promise<ListedApproval | null> => {
      const value = values[i];
      if (value === null || value === undefined || value === false || value === 0n) return null;
      const amount = typeof value === 'bigint' ? value : null;
      const [info, kind] = await Promise.all([
        readOf(infos, candidate.token),
        candidate.allItems ? readOf(kinds, candidate.token) : ('ERC20' as const),
      ]);
      const supply = amount === null ? null : (supplies.get(candidate.token) ?? null);
      const spenderHasCode = hasCode.get(candidate.spender) ?? false;
      const label = labelOf.get(candidate.spender) ?? null;
      const unlimited = amount === null || isUnlimitedApproval(amount, supply ?? null);
      const risk = approvalRisk({ unlimited, spenderHasCode, spenderLabel: label });
      return {
        key: { rank: RISK_ORDER.indexOf(risk), ordinal: candidate.ordinal },
        allowance: {
          token: {
            address: candidate.token,
            kind,
            symbol: info.symbol,
            decimals: info.decimals,
            name: info.name,
          },
          spender: { address: candidate.spender, hasCode: spenderHasCode, label },
          amount,
          allItems: candidate.allItems,
          unlimited,
          risk,
          changedAt: candidate.changedAt,
          changedBlock: candidate.changedBlock,
          transaction: candidate.transaction,
        },
      };
    }),
  );
  const rows = listed.filter((row): row is ListedApproval => row !== null);
  rows.sort((a, b) => compareApprovalKeys(a.key, b.key));
  return { blockNumber: head, rows };
}
