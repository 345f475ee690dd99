import { type Hex, hexToBigInt, keccak256, size, slice, toBytes } from 'viem';
import type { Address } from '../types/Address.ts';
import type { SimulationLog } from './SimulationLog.ts';
import type { TokenEvent } from './TokenEvent.ts';

const topic = (signature: string): Hex => keccak256(toBytes(signature));

/** Topic 0 of the token standards' events (ERC-20 and ERC-721 share Transfer and Approval). */
export const TOKEN_EVENT_TOPICS = {
  transfer: topic('Transfer(address,address,uint256)'),
  approval: topic('Approval(address,address,uint256)'),
  approvalForAll: topic('ApprovalForAll(address,address,bool)'),
  transferSingle: topic('TransferSingle(address,address,address,uint256,uint256)'),
  transferBatch: topic('TransferBatch(address,address,address,uint256[],uint256[])'),
} as const;

const lower = (address: string): Address => address.toLowerCase() as Address;

/** The address in a 32-byte topic or word, or null when its upper 12 bytes are not zero. */
function wordAddress(word: Hex | undefined): Address | null {
  if (word === undefined || size(word) !== 32) return null;
  if (hexToBigInt(slice(word, 0, 12)) !== 0n) return null;
  return lower(slice(word, 12, 32));
}

function word(data: Hex, index: number): bigint | null {
  if (size(data) < (index + 1) * 32) return null;
  return hexToBigInt(slice(data, index * 32, (index + 1) * 32));
}

/** A dynamic uint256[] of ABI data whose offset is in head word `headIndex`, or null when malformed. */
function uintArray(data: Hex, headIndex: number, maxLength: number): bigint[] | null {
  const offset = word(data, headIndex);
  if (offset === null || offset % 32n !== 0n || offset > BigInt(size(data))) return null;
  const start = Number(offset / 32n);
  const length = word(data, start);
  if (length === null || length > BigInt(maxLength)) return null;
  const values: bigint[] = [];
  for (let i = 0; i < Number(length); i++) {
    const value = word(data, start + 1 + i);
    if (value === null) return null;
    values.push(value);
  }
  return values;
}

function decodeTransfer(log: SimulationLog, token: Address): TokenEvent[] {
  const [, fromTopic, toTopic, idTopic] = log.topics;
  const from = wordAddress(fromTopic);
  const to = wordAddress(toTopic);
  if (from === null || to === null) return [];
  // ERC-721 indexes the token id (4 topics); ERC-20 puts the amount in the data (3 topics).
  if (log.topics.length === 4 && idTopic !== undefined)
    return [{ kind: 'ERC721Transfer', token, from, to, tokenId: hexToBigInt(idTopic) }];
  const amount = log.topics.length === 3 && size(log.data) === 32 ? word(log.data, 0) : null;
  return amount === null ? [] : [{ kind: 'ERC20Transfer', token, from, to, amount }];
}

function decodeApproval(log: SimulationLog, token: Address): TokenEvent[] {
  const [, ownerTopic, spenderTopic, idTopic] = log.topics;
  const owner = wordAddress(ownerTopic);
  const spender = wordAddress(spenderTopic);
  if (owner === null || spender === null) return [];
  if (log.topics.length === 4 && idTopic !== undefined)
    return [{ kind: 'ERC721Approval', token, owner, spender, tokenId: hexToBigInt(idTopic) }];
  const amount = log.topics.length === 3 && size(log.data) === 32 ? word(log.data, 0) : null;
  return amount === null ? [] : [{ kind: 'ERC20Approval', token, owner, spender, amount }];
}

function decode1155(log: SimulationLog, token: Address, batch: boolean): TokenEvent[] {
  if (log.topics.length !== 4) return [];
  const from = wordAddress(log.topics[2]);
  const to = wordAddress(log.topics[3]);
  if (from === null || to === null) return [];
  if (!batch) {
    const tokenId = word(log.data, 0);
    const amount = word(log.data, 1);
    if (tokenId === null || amount === null) return [];
    return [{ kind: 'ERC1155Transfer', token, from, to, tokenId, amount }];
  }
  // A log cannot hold more words than its data has, so its length bounds the arrays.
  const maxLength = size(log.data) / 32;
  const ids = uintArray(log.data, 0, maxLength);
  const amounts = uintArray(log.data, 1, maxLength);
  if (ids === null || amounts === null || ids.length !== amounts.length) return [];
  return ids.map((tokenId, i) => ({
    kind: 'ERC1155Transfer' as const,
    token,
    from,
    to,
    tokenId,
    amount: amounts[i] ?? 0n,
  }));
}

function decodeApprovalForAll(log: SimulationLog, token: Address): TokenEvent[] {
  const owner = wordAddress(log.topics[1]);
  const operator = wordAddress(log.topics[2]);
  const approved = size(log.data) === 32 ? word(log.data, 0) : null;
  if (log.topics.length !== 3 || owner === null || operator === null || approved === null) return [];
  return [{ kind: 'ApprovalForAll', token, owner, operator, approved: approved !== 0n }];
}

/**
 * The token standards' events in one log (an ERC-1155 batch gives one per id); none for any other log or a
 * malformed one. Addresses come out lowercase. What a log claims is only a hint: amounts shown to the user come
 * from balances (docs/simulation.md#what-the-logs-are-used-for).
 */
export function decodeTokenEvents(log: SimulationLog): TokenEvent[] {
  const token = lower(log.address);
  switch (log.topics[0]?.toLowerCase()) {
    case TOKEN_EVENT_TOPICS.transfer:
      return decodeTransfer(log, token);
    case TOKEN_EVENT_TOPICS.approval:
      return decodeApproval(log, token);
    case TOKEN_EVENT_TOPICS.transferSingle:
      return decode1155(log, token, false);
    case TOKEN_EVENT_TOPICS.transferBatch:
      return decode1155(log, token, true);
    case TOKEN_EVENT_TOPICS.approvalForAll:
      return decodeApprovalForAll(log, token);
    default:
      return [];
  }
}
