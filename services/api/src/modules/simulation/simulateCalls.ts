import {
  balanceChange,
  decodeMethod,
  decodeRevertReason,
  decodeTokenEvents,
  finalApprovals,
  firstUnaffordableCall,
  isUnlimitedApproval,
  netAssetChanges,
  SIMULATION_MESSAGES,
  type SimulatedApproval,
  type SimulatedAsset,
  type TokenEvent,
  type WithdrawnApproval,
  withdrawnApprovals,
} from '@fantom-wallet/core';
import {
  type Address,
  erc20Abi,
  erc721Abi,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  numberToHex,
  zeroAddress,
} from 'viem';
import { atNextBlock } from '../../chain/atNextBlock.ts';
import type { NextBlock } from '../../chain/NextBlock.ts';
import type {
  FwalletApproval,
  FwalletBalanceChange,
  FwalletSimulatedCall,
  FwalletUnpredictableRead,
} from '../../generated/resolvers.ts';
import type { ApiServices } from '../../services/ApiServices.ts';
import { balanceRead, readHolding, readSupply, totalSupplyRead } from './balanceReads.ts';
import type { CallOutcome } from './CallOutcome.ts';
import { contractLabels } from './contractLabels.ts';
import type { FwalletSimulationResult } from './FwalletSimulationResult.ts';
import { ourAbis } from './ourAbis.ts';
import { readTokenInfo } from './readTokenInfo.ts';
import { type NodeCall, runSimulateV1 } from './runSimulateV1.ts';
import { outcomeOfTrace, traceCall, tracePrestate } from './runTraceCall.ts';
import { maxPricePerGas, type SimulationCall } from './SimulationCall.ts';
import { unpredictableReads } from './unpredictableReads.ts';

/** Thrown when neither simulation method exists on the node. */
export class NoSimulationMethodError extends Error {
  override name = 'NoSimulationMethodError';
}

/**
 * What the node ran: one outcome per call it could run, a token holding read before and after, and the total
 * supply of the calls' targets read before them (for telling an unlimited approval).
 */
interface Run {
  outcomes: CallOutcome[];
  holdings: Map<string, { before: bigint | null; after: bigint | null }>;
  supplies: Map<string, bigint | null>;
}

const METHOD_NOT_FOUND = -32601;
const isMethodMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'rpcCode' in error && error.rpcCode === METHOD_NOT_FOUND;

const assetKeyOf = (asset: SimulatedAsset) => `${asset.kind}:${asset.token}:${asset.tokenId ?? ''}`;

const eventsOf = (outcomes: readonly CallOutcome[]): TokenEvent[] =>
  outcomes.filter((outcome) => outcome.success).flatMap((outcome) => outcome.logs.flatMap(decodeTokenEvents));

/**
 * One pass of the calls between reads of the account's holdings of `assets`, before and after, with the total
 * supply of `supplyOf` read first.
 */
async function runBetweenReads(
  services: ApiServices,
  block: NextBlock,
  from: Address,
  own: readonly NodeCall[],
  assets: readonly SimulatedAsset[],
  supplyOf: readonly Address[],
): Promise<Run> {
  const supplyReads = supplyOf.map((token) => totalSupplyRead(token));
  const reads = assets.map((asset) => balanceRead(asset, from));
  const outcomes = await runSimulateV1(services.rpc, block, [...supplyReads, ...reads, ...own, ...reads]);
  const supplies = new Map<string, bigint | null>();
  supplyOf.forEach((token, i) => {
    supplies.set(token.toLowerCase(), readSupply(outcomes[i]));
  });
  const start = supplyReads.length;
  const holdings = new Map<string, { before: bigint | null; after: bigint | null }>();
  assets.forEach((asset, i) => {
    holdings.set(assetKeyOf(asset), {
      before: readHolding(asset, from, outcomes[start + i]),
      after: readHolding(asset, from, outcomes[start + reads.length + own.length + i]),
    });
  });
  return {
    outcomes: outcomes.slice(start + reads.length, start + reads.length + own.length),
    holdings,
    supplies,
  };
}

/** At most this many addresses found in call data are read as tokens in the first pass. */
const MAX_GUESSED_FROM_DATA = 8;

/**
 * Addresses the calls' arguments carry (a swap's path, a claim's token), so the first pass already reads the
 * tokens such a call moves: every 32-byte argument word with 12 zero bytes then a non-zero address.
 */
function addressesInData(calls: readonly SimulationCall[], from: Address): string[] {
  const found = new Set<string>();
  for (const call of calls) {
    const hex = call.data.slice(10);
    for (let at = 0; at + 64 <= hex.length && found.size < MAX_GUESSED_FROM_DATA; at += 64) {
      const word = hex.slice(at, at + 64);
      if (!word.startsWith('000000000000000000000000') || /^0+$/.test(word)) continue;
      const address = `0x${word.slice(24)}`.toLowerCase();
      if (address !== from && !/^0x0{8}/.test(address)) found.add(address);
    }
  }
  return [...found];
}

/**
 * `eth_simulateV1` between reads of the account's holdings (docs/simulation.md#what-the-logs-are-used-for). The
 * first pass already reads the calls' targets as ERC-20s (a token transfer's token); when the logs show other
 * tokens moving, a second pass runs the same calls between reads of all of them.
 */
async function simulateInBlock(
  services: ApiServices,
  block: NextBlock,
  from: Address,
  calls: readonly SimulationCall[],
): Promise<Run> {
  const own: NodeCall[] = calls.map((call) => ({
    from,
    to: call.to ?? zeroAddress,
    value: call.value,
    data: call.data,
    gas: call.gas,
    fees: call.fees,
    nonce: call.nonce,
  }));
  // Only a call with data can be a token's own method; a bare FTM send that moves a token anyway (a wrapper's
  // receive) shows it in the logs, and the second pass reads it.
  const targets = [
    ...new Set(
      calls.flatMap((call) => (call.to === null || call.data === '0x' ? [] : [call.to.toLowerCase()])),
    ),
  ];
  const guessed: SimulatedAsset[] = [...new Set([...targets, ...addressesInData(calls, from)])].map((to) => ({
    kind: 'ERC20',
    token: to as Address,
    tokenId: null,
  }));
  const first = await runBetweenReads(services, block, from, own, guessed, targets as Address[]);
  const assets = [...netAssetChanges(eventsOf(first.outcomes), from).values()]
    .map(({ asset }) => asset)
    .filter((asset) => asset.kind !== 'FTM');
  if (assets.every((asset) => first.holdings.has(assetKeyOf(asset)))) {
    const found = new Set(assets.map(assetKeyOf));
    for (const key of [...first.holdings.keys()]) if (!found.has(key)) first.holdings.delete(key);
    return first;
  }
  return { ...(await runBetweenReads(services, block, from, own, assets, [])), supplies: first.supplies };
}

/** One call traced; its token amounts come from its logs (there is no state after it to read). */
async function traceOne(
  services: ApiServices,
  block: NextBlock,
  from: Address,
  call: SimulationCall,
): Promise<Run> {
  return {
    outcomes: [outcomeOfTrace(await traceCall(services.rpc, block, from, call))],
    holdings: new Map(),
    supplies: new Map(),
  };
}

async function runCalls(
  services: ApiServices,
  block: NextBlock,
  from: Address,
  calls: readonly SimulationCall[],
): Promise<Run> {
  if (calls.length === 0) return { outcomes: [], holdings: new Map(), supplies: new Map() };
  const creates = calls.some((call) => call.to === null);
  if (!creates) {
    try {
      return await simulateInBlock(services, block, from, calls);
    } catch (error) {
      if (!isMethodMissing(error)) throw error;
    }
  }
  const [only] = calls;
  if (calls.length > 1 || only === undefined) {
    throw new NoSimulationMethodError(
      creates
        ? 'a contract creation can only be simulated on its own'
        : 'the node cannot simulate several calls in a row',
    );
  }
  try {
    return await traceOne(services, block, from, only);
  } catch (error) {
    if (isMethodMissing(error)) throw new NoSimulationMethodError('the node cannot simulate transactions');
    throw error;
  }
}

async function changesOf(
  services: ApiServices,
  from: Address,
  events: readonly TokenEvent[],
  holdings: Run['holdings'],
): Promise<FwalletBalanceChange[]> {
  const changes: FwalletBalanceChange[] = [];
  for (const { asset, net } of netAssetChanges(events, from).values()) {
    const held = holdings.get(assetKeyOf(asset));
    const measured =
      held !== undefined && held.before !== null && held.after !== null ? held.after - held.before : null;
    // FTM moves are the node's own accounting, not a contract's claim; a token unread falls back to its events.
    const difference = asset.kind === 'FTM' ? net : (measured ?? net);
    const eventsMatchBalance = asset.kind === 'FTM' || holdings.size === 0 || measured === net;
    if (difference === 0n && eventsMatchBalance) continue;
    const { out, in: received } = balanceChange(0n, difference);
    const info =
      asset.token === null
        ? { symbol: 'FTM', decimals: 18, name: 'Fantom' }
        : await readTokenInfo(services, asset.token);
    changes.push({
      kind: asset.kind,
      token: asset.token,
      symbol: info.symbol,
      decimals: info.decimals,
      name: info.name,
      tokenId: asset.tokenId,
      out,
      in: received,
      eventsMatchBalance,
    });
  }
  // FTM first, then tokens in the order the calls first moved them.
  return [...changes.filter((c) => c.kind === 'FTM'), ...changes.filter((c) => c.kind !== 'FTM')];
}

async function approvalOf(
  services: ApiServices,
  approval: SimulatedApproval,
  labels: Map<string, string>,
  hasCode: (address: Address) => Promise<boolean>,
  block: bigint,
  supplies: Run['supplies'],
): Promise<FwalletApproval> {
  const read = supplies.get(approval.token.toLowerCase());
  const [info, spenderHasCode, supply] = await Promise.all([
    readTokenInfo(services, approval.token),
    hasCode(approval.spender),
    approval.amount === null
      ? Promise.resolve(null)
      : read !== undefined
        ? Promise.resolve(read)
        : services.chain
            .readContract({
              address: approval.token,
              abi: erc20Abi,
              functionName: 'totalSupply',
              blockNumber: block,
            })
            .catch(() => null),
  ]);
  return {
    token: approval.token,
    symbol: info.symbol,
    decimals: info.decimals,
    spender: approval.spender,
    spenderLabel: labels.get(approval.spender.toLowerCase()) ?? null,
    spenderHasCode,
    amount: approval.amount,
    tokenId: approval.tokenId,
    unlimited:
      approval.allItems || (approval.amount !== null && isUnlimitedApproval(approval.amount, supply)),
    allItems: approval.allItems,
  };
}

/**
 * A withdrawn approval as it stands at the head (`block`), before the calls; null when nothing was in force (an
 * allowance already 0, an operator not approved, an NFT nobody may move) or the token does not answer.
 */
async function revokedOf(
  services: ApiServices,
  withdrawn: WithdrawnApproval,
  owner: Address,
  block: bigint,
): Promise<SimulatedApproval | null> {
  const read = <T>(request: Promise<T>) => request.catch(() => null);
  const { token, spender, tokenId } = withdrawn;
  const at = { address: token, blockNumber: block } as const;
  if (withdrawn.allItems && spender !== null) {
    const approved = await read(
      services.chain.readContract({
        ...at,
        abi: erc721Abi,
        functionName: 'isApprovedForAll',
        args: [owner, spender],
      }),
    );
    return approved === true ? { token, spender, amount: null, tokenId: null, allItems: true } : null;
  }
  if (tokenId !== null) {
    const holder = await read(
      services.chain.readContract({ ...at, abi: erc721Abi, functionName: 'getApproved', args: [tokenId] }),
    );
    return holder === null || isAddressEqual(holder, zeroAddress)
      ? null
      : { token, spender: holder, amount: null, tokenId, allItems: false };
  }
  if (spender === null) return null;
  const allowance = await read(
    services.chain.readContract({ ...at, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }),
  );
  return allowance === null || allowance === 0n
    ? null
    : { token, spender, amount: allowance, tokenId: null, allItems: false };
}

function callOf(
  call: SimulationCall,
  outcome: CallOutcome | undefined,
  toHasCode: boolean,
  labels: Map<string, string>,
  unpredictable: FwalletUnpredictableRead[],
): FwalletSimulatedCall {
  const reason =
    outcome === undefined
      ? SIMULATION_MESSAGES.notEnoughFtm
      : outcome.success
        ? null
        : outcome.returnData === '0x' && outcome.nodeReason !== null
          ? outcome.nodeReason
          : decodeRevertReason(outcome.returnData, ourAbis);
  const label = call.to === null ? null : (labels.get(call.to.toLowerCase()) ?? null);
  return {
    to: call.to,
    status: outcome?.success ?? false,
    revertReason: reason,
    gasUsed: outcome?.gasUsed ?? 0n,
    toHasCode,
    contractLabel: label,
    // Only the deployment's own contracts are named by our ABIs; any other contract can reuse their selectors.
    method: decodeMethod(call.to, call.data, ourAbis, label !== null),
    unpredictable,
  };
}

const INSUFFICIENT_FUNDS = /insufficient funds/i;

/**
 * Calls without a gas limit (a later step, not estimated yet) get as much as the balance pays for after the calls
 * before them, up to the block's limit: a node that checks the balance refuses the whole simulation otherwise.
 */
function capGas(calls: readonly SimulationCall[], balance: bigint, gasLimit: bigint): SimulationCall[] {
  let left = balance;
  return calls.map((call) => {
    const price = call.fees === null ? 0n : maxPricePerGas(call.fees);
    const affordable = price === 0n ? gasLimit : (left - call.value) / price;
    const gas = call.gas ?? (affordable < gasLimit ? (affordable > 0n ? affordable : 0n) : gasLimit);
    left -= call.value + gas * price;
    return { ...call, gas };
  });
}

/**
 * Each call traced on its own as the next block, twice in the same request (which code ran, and that code), for
 * the block values it reads. Later calls are traced on the head's state, without the calls before them.
 */
function traceEach(
  services: ApiServices,
  block: NextBlock,
  from: Address,
  calls: readonly SimulationCall[],
): Promise<FwalletUnpredictableRead[][]> {
  return Promise.all(
    calls.map((call) =>
      Promise.all([
        traceCall(services.rpc, block, from, call),
        tracePrestate(services.rpc, block, from, call),
      ]).then(
        ([frame, prestate]) => unpredictableReads(frame, prestate),
        // A node without debug_traceCall (or a call it cannot trace) leaves nothing to warn about.
        () => [],
      ),
    ),
  );
}

/**
 * What `calls` from `from` would do as the next block (docs/simulation.md#how-the-api-simulates): each call with
 * its own fee fields, gas limit and nonce, the block with the number, time, base fee and producer it is expected
 * to have. Throws {@link NoSimulationMethodError} or the node's error; the resolver turns both into
 * `available: false`.
 */
export function simulateCalls(
  services: ApiServices,
  from: Address,
  requested: readonly SimulationCall[],
): Promise<FwalletSimulationResult> {
  return atNextBlock(services, (block) => simulateAt(services, block, from, requested));
}

async function simulateAt(
  services: ApiServices,
  block: NextBlock,
  from: Address,
  requested: readonly SimulationCall[],
): Promise<FwalletSimulationResult> {
  const account = from.toLowerCase() as Address;
  const head = numberToHex(block.head);
  // A call that names no fee pays the node's gas price: with none, a contract could tell it is being simulated.
  const calls = requested.map((call) => ({ ...call, fees: call.fees ?? { gasPrice: block.gasPrice } }));
  // One round trip in the common case: the balance, the simulation, the traces and the targets' code leave
  // together; only when the balance does not cover every call are the calls it covers run again.
  const balanceRead = services.rpc.request<Hex>('eth_getBalance', [account, head]);
  const optimistic = runCalls(services, block, account, calls);
  optimistic.catch(() => undefined);
  const traced = traceEach(services, block, account, calls);
  const labelsRead = contractLabels(services);
  const codes = new Map<string, Promise<boolean>>();
  const hasCode = (address: Address): Promise<boolean> => {
    const key = address.toLowerCase();
    let known = codes.get(key);
    if (known === undefined) {
      known = services.rpc.request<Hex>('eth_getCode', [key, head]).then((code) => code !== '0x');
      codes.set(key, known);
    }
    return known;
  };
  const targetsHaveCode = Promise.all(
    calls.map((call) => (call.to === null ? Promise.resolve(false) : hasCode(call.to))),
  );
  targetsHaveCode.catch(() => undefined);
  const balance = hexToBigInt(await balanceRead);
  const unaffordable = firstUnaffordableCall(
    balance,
    calls.map((call) => ({ value: call.value, gas: call.gas ?? 0n, gasPrice: maxPricePerGas(call.fees) })),
  );
  const rerun = (covered: readonly SimulationCall[]) =>
    runCalls(services, block, account, capGas(covered, balance, block.gasLimit));
  const settled =
    unaffordable === null
      ? optimistic.catch((error: unknown) => {
          const uncapped = calls.some((call) => call.gas === null);
          if (uncapped && error instanceof Error && INSUFFICIENT_FUNDS.test(error.message))
            return rerun(calls);
          throw error;
        })
      : rerun(calls.slice(0, unaffordable));
  const [run, labels, haveCode, unpredictable] = await Promise.all([
    settled,
    labelsRead,
    targetsHaveCode,
    traced,
  ]);
  const events = eventsOf(run.outcomes);
  const [changes, approvals, revoked] = await Promise.all([
    changesOf(services, account, events, run.holdings),
    Promise.all(
      finalApprovals(events, account).map((a) =>
        approvalOf(services, a, labels, hasCode, block.head, run.supplies),
      ),
    ),
    Promise.all(
      withdrawnApprovals(events, account).map(async (withdrawn) => {
        const before = await revokedOf(services, withdrawn, account, block.head);
        return before === null
          ? []
          : [await approvalOf(services, before, labels, hasCode, block.head, new Map())];
      }),
    ).then((rows) => rows.flat()),
  ]);
  return {
    available: true,
    unavailableReason: null,
    blockNumber: block.number,
    calls: calls.map((call, i) =>
      callOf(call, run.outcomes[i], haveCode[i] ?? false, labels, unpredictable[i] ?? []),
    ),
    changes,
    approvals,
    revoked,
  };
}
