import { testTokenArtifact } from '@fantom-wallet/contracts';
import fc from 'fast-check';
import {
  type Abi,
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  numberToHex,
  pad,
  parseAbi,
  toHex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { buildErc20IncreaseAllowance } from '../tx/buildErc20IncreaseAllowance.ts';
import { assetMove, netAssetChanges } from './assetMoves.ts';
import { balanceChange } from './balanceChange.ts';
import { blockValuesRead, initCodeOf } from './blockValuesRead.ts';
import { callIntents, mayTakeUnstated } from './callIntents.ts';
import { decodeMethod } from './decodeMethod.ts';
import { decodeRevertReason } from './decodeRevertReason.ts';
import { decodeTokenEvents, TOKEN_EVENT_TOPICS } from './decodeTokenEvents.ts';
import { finalApprovals, withdrawnApprovals } from './finalApprovals.ts';
import { firstUnaffordableCall } from './firstUnaffordableCall.ts';
import { isUnlimitedApproval } from './isUnlimitedApproval.ts';
import { NATIVE_TRANSFER_ADDRESS } from './NATIVE_TRANSFER_ADDRESS.ts';
import type { SimulationLog } from './SimulationLog.ts';
import type { TokenEvent } from './TokenEvent.ts';

const ALICE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const BOB = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const TOKEN: Hex = '0x7e57000000000000000000000000000000000006';
const NFT = '0x7e57000000000000000000000000000000000721';
const ZERO = '0x0000000000000000000000000000000000000000';
const topicsOf = (topics: readonly (Hex | Hex[] | null)[]): Hex[] =>
  topics.filter((t): t is Hex => typeof t === 'string');
const word = (value: bigint): Hex => numberToHex(value, { size: 32 });
const addressTopic = (address: string): Hex => pad(address as Hex, { size: 32 });

const erc20Transfer = (from: string, to: string, amount: bigint, token = TOKEN): SimulationLog => ({
  address: token as Hex,
  topics: [TOKEN_EVENT_TOPICS.transfer, addressTopic(from), addressTopic(to)],
  data: word(amount),
});
const erc20Approval = (owner: string, spender: string, amount: bigint, token = TOKEN): SimulationLog => ({
  address: token as Hex,
  topics: [TOKEN_EVENT_TOPICS.approval, addressTopic(owner), addressTopic(spender)],
  data: word(amount),
});
const erc1155Abi = parseAbi([
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
]);

describe('decodeTokenEvents (docs/simulation.md#what-the-logs-are-used-for)', () => {
  it('reads an ERC-20 Transfer (3 topics, amount in the data) and Approval, lowercasing addresses', () => {
    expect(decodeTokenEvents(erc20Transfer(ALICE, BOB, 5n, `0x${TOKEN.slice(2).toUpperCase()}`))).toEqual([
      { kind: 'ERC20Transfer', token: TOKEN, from: ALICE, to: BOB, amount: 5n },
    ]);
    expect(decodeTokenEvents(erc20Approval(ALICE, BOB, 2n ** 256n - 1n))).toEqual([
      { kind: 'ERC20Approval', token: TOKEN, owner: ALICE, spender: BOB, amount: 2n ** 256n - 1n },
    ]);
  });

  it('reads an ERC-721 Transfer and Approval by their 4 topics (the id indexed, no data)', () => {
    const transfer = {
      address: NFT as Hex,
      topics: [TOKEN_EVENT_TOPICS.transfer, addressTopic(ALICE), addressTopic(BOB), word(42n)],
      data: '0x' as Hex,
    };
    expect(decodeTokenEvents(transfer)).toEqual([
      { kind: 'ERC721Transfer', token: NFT, from: ALICE, to: BOB, tokenId: 42n },
    ]);
    const approval = { ...transfer, topics: [TOKEN_EVENT_TOPICS.approval, ...transfer.topics.slice(1)] };
    expect(decodeTokenEvents(approval)).toEqual([
      { kind: 'ERC721Approval', token: NFT, owner: ALICE, spender: BOB, tokenId: 42n },
    ]);
  });

  it('reads ERC-1155 TransferSingle, TransferBatch (one event per id) and ApprovalForAll', () => {
    const single = encodeEventTopics({
      abi: erc1155Abi,
      eventName: 'TransferSingle',
      args: { operator: BOB, from: ALICE, to: BOB },
    });
    expect(
      decodeTokenEvents({
        address: NFT,
        topics: topicsOf(single),
        data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [7n, 3n]),
      }),
    ).toEqual([{ kind: 'ERC1155Transfer', token: NFT, from: ALICE, to: BOB, tokenId: 7n, amount: 3n }]);
    const batch = encodeEventTopics({
      abi: erc1155Abi,
      eventName: 'TransferBatch',
      args: { operator: BOB, from: BOB, to: ALICE },
    });
    expect(
      decodeTokenEvents({
        address: NFT,
        topics: topicsOf(batch),
        data: encodeAbiParameters(
          [{ type: 'uint256[]' }, { type: 'uint256[]' }],
          [
            [1n, 2n],
            [10n, 20n],
          ],
        ),
      }),
    ).toEqual([
      { kind: 'ERC1155Transfer', token: NFT, from: BOB, to: ALICE, tokenId: 1n, amount: 10n },
      { kind: 'ERC1155Transfer', token: NFT, from: BOB, to: ALICE, tokenId: 2n, amount: 20n },
    ]);
    const all = encodeEventTopics({
      abi: erc1155Abi,
      eventName: 'ApprovalForAll',
      args: { owner: ALICE, operator: BOB },
    });
    expect(decodeTokenEvents({ address: NFT, topics: topicsOf(all), data: word(1n) })).toEqual([
      { kind: 'ApprovalForAll', token: NFT, owner: ALICE, operator: BOB, approved: true },
    ]);
  });

  it('ignores other events and malformed ones: short data, a dirty address word, a batch with unequal arrays', () => {
    expect(decodeTokenEvents({ address: TOKEN, topics: [word(1n)], data: '0x' })).toEqual([]);
    expect(decodeTokenEvents({ ...erc20Transfer(ALICE, BOB, 1n), data: '0x01' })).toEqual([]);
    expect(
      decodeTokenEvents({
        ...erc20Transfer(ALICE, BOB, 1n),
        topics: [TOKEN_EVENT_TOPICS.transfer, word(2n ** 200n), addressTopic(BOB)],
      }),
    ).toEqual([]);
    const batch = encodeEventTopics({
      abi: erc1155Abi,
      eventName: 'TransferBatch',
      args: { operator: BOB, from: BOB, to: ALICE },
    });
    const unequal = encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[1n, 2n], [10n]]);
    expect(decodeTokenEvents({ address: NFT, topics: topicsOf(batch), data: unequal })).toEqual([]);
  });

  it('never throws, whatever the log holds (property)', () => {
    const hex = fc.uint8Array({ maxLength: 200 }).map((bytes) => toHex(bytes));
    const topic = fc.oneof(
      fc.constantFrom(...Object.values(TOKEN_EVENT_TOPICS)),
      fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => toHex(bytes)),
      hex,
    );
    fc.assert(
      fc.property(fc.array(topic, { maxLength: 5 }), hex, (topics, data) => {
        const events = decodeTokenEvents({ address: TOKEN, topics, data });
        expect(Array.isArray(events)).toBe(true);
      }),
    );
  });
});

describe('netAssetChanges (docs/simulation.md#what-the-logs-are-used-for)', () => {
  it('nets each asset of the account over all calls; FTM from the node 0xEeee… transfer logs', () => {
    const events = [
      erc20Transfer(ALICE, BOB, 10n),
      erc20Transfer(BOB, ALICE, 4n),
      erc20Transfer(ALICE, BOB, 3n, NATIVE_TRANSFER_ADDRESS),
      erc20Transfer(BOB, '0x0000000000000000000000000000000000000009', 99n),
    ].flatMap(decodeTokenEvents);
    const changes = [...netAssetChanges(events, `0x${ALICE.slice(2).toUpperCase()}`).values()];
    expect(changes).toEqual([
      { asset: { kind: 'ERC20', token: TOKEN, tokenId: null }, net: -6n },
      { asset: { kind: 'FTM', token: null, tokenId: null }, net: -3n },
    ]);
  });

  it('keeps an asset that nets to zero, so its balance is still read', () => {
    const events = [erc20Transfer(ALICE, BOB, 1n), erc20Transfer(BOB, ALICE, 1n)].flatMap(decodeTokenEvents);
    expect([...netAssetChanges(events, ALICE).values()]).toEqual([
      { asset: { kind: 'ERC20', token: TOKEN, tokenId: null }, net: 0n },
    ]);
  });

  it('a transfer to oneself nets to zero; NFTs move one at a time', () => {
    const self: TokenEvent = { kind: 'ERC721Transfer', token: NFT, from: ALICE, to: ALICE, tokenId: 1n };
    expect(assetMove(self)?.amount).toBe(1n);
    expect([...netAssetChanges([self], ALICE).values()][0]?.net).toBe(0n);
  });

  it('the net equals received minus sent for any list of transfers (property)', () => {
    const party = fc.constantFrom(ALICE, BOB, ZERO);
    fc.assert(
      fc.property(
        fc.array(fc.record({ from: party, to: party, amount: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }) })),
        (moves) => {
          const events = moves.flatMap((m) => decodeTokenEvents(erc20Transfer(m.from, m.to, m.amount)));
          const expected = moves.reduce(
            (sum, m) => sum + (m.to === ALICE ? m.amount : 0n) - (m.from === ALICE ? m.amount : 0n),
            0n,
          );
          const touched = moves.some((m) => m.from === ALICE || m.to === ALICE);
          const change = netAssetChanges(events, ALICE).get(`ERC20:${TOKEN}:`);
          expect(change?.net).toBe(touched ? expected : undefined);
        },
      ),
    );
  });
});

describe('balanceChange', () => {
  it('says what left or arrived, never both (property)', () => {
    expect(balanceChange(10n, 4n)).toEqual({ out: 6n, in: 0n });
    expect(balanceChange(4n, 10n)).toEqual({ out: 0n, in: 6n });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n }),
        fc.bigInt({ min: 0n, max: 2n ** 256n }),
        (a, b) => {
          const change = balanceChange(a, b);
          expect(a - change.out + change.in).toBe(b);
          expect(change.out === 0n || change.in === 0n).toBe(true);
        },
      ),
    );
  });
});

describe('finalApprovals (docs/simulation.md#approvals)', () => {
  it('keeps the last approval per token and spender and drops withdrawn ones', () => {
    const events = [
      erc20Approval(ALICE, BOB, 5n),
      erc20Approval(ALICE, BOB, 7n),
      erc20Approval(BOB, ALICE, 9n),
      erc20Approval(ALICE, ZERO.replace(/0$/, '1'), 3n),
      erc20Approval(ALICE, ZERO.replace(/0$/, '1'), 0n),
    ].flatMap(decodeTokenEvents);
    expect(finalApprovals(events, ALICE)).toEqual([
      { token: TOKEN, spender: BOB, amount: 7n, tokenId: null, allItems: false },
    ]);
    expect(withdrawnApprovals(events, ALICE)).toEqual([
      { token: TOKEN, spender: ZERO.replace(/0$/, '1'), tokenId: null, allItems: false },
    ]);
  });

  it('withdrawn: only where the last event withdraws; a single NFT cleared names no spender', () => {
    const events: TokenEvent[] = [
      { kind: 'ERC20Approval', token: TOKEN, owner: ALICE, spender: BOB, amount: 0n },
      { kind: 'ERC20Approval', token: TOKEN, owner: ALICE, spender: BOB, amount: 4n },
      { kind: 'ERC721Approval', token: NFT, owner: ALICE, spender: ZERO, tokenId: 4n },
      { kind: 'ApprovalForAll', token: NFT, owner: ALICE, operator: BOB, approved: false },
      { kind: 'ERC20Approval', token: TOKEN, owner: BOB, spender: ALICE, amount: 0n },
    ];
    expect(withdrawnApprovals(events, ALICE)).toEqual([
      { token: NFT, spender: null, tokenId: 4n, allItems: false },
      { token: NFT, spender: BOB, tokenId: null, allItems: true },
    ]);
    expect(finalApprovals(events, ALICE)).toEqual([
      { token: TOKEN, spender: BOB, amount: 4n, tokenId: null, allItems: false },
    ]);
  });

  it('shows a single NFT and all items, and drops an NFT approval cleared to the zero address', () => {
    const events: TokenEvent[] = [
      { kind: 'ERC721Approval', token: NFT, owner: ALICE, spender: BOB, tokenId: 3n },
      { kind: 'ERC721Approval', token: NFT, owner: ALICE, spender: BOB, tokenId: 4n },
      { kind: 'ERC721Approval', token: NFT, owner: ALICE, spender: ZERO, tokenId: 4n },
      { kind: 'ApprovalForAll', token: NFT, owner: ALICE, operator: BOB, approved: true },
      { kind: 'ApprovalForAll', token: TOKEN, owner: ALICE, operator: BOB, approved: true },
      { kind: 'ApprovalForAll', token: TOKEN, owner: ALICE, operator: BOB, approved: false },
    ];
    expect(finalApprovals(events, ALICE)).toEqual([
      { token: NFT, spender: BOB, amount: null, tokenId: 3n, allItems: false },
      { token: NFT, spender: BOB, amount: null, tokenId: null, allItems: true },
    ]);
  });
});

describe('isUnlimitedApproval (docs/simulation.md#approvals)', () => {
  it('is unlimited from 2^255 up, or above the total supply; an unknown supply decides nothing', () => {
    expect(isUnlimitedApproval(2n ** 256n - 1n, null)).toBe(true);
    expect(isUnlimitedApproval(2n ** 255n, null)).toBe(true);
    expect(isUnlimitedApproval(2n ** 255n - 1n, null)).toBe(false);
    expect(isUnlimitedApproval(1001n, 1000n)).toBe(true);
    expect(isUnlimitedApproval(1000n, 1000n)).toBe(false);
  });
});

describe('decodeRevertReason (docs/simulation.md#reverts)', () => {
  const ours = testTokenArtifact.abi as Abi;

  it('gives Error(string) text, a Panic with its meaning, our custom errors with arguments', () => {
    const error = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['Insufficient funds'],
    });
    expect(decodeRevertReason(error)).toBe('Insufficient funds');
    const panic = encodeErrorResult({
      abi: parseAbi(['error Panic(uint256)']),
      errorName: 'Panic',
      args: [0x11n],
    });
    expect(decodeRevertReason(panic)).toBe('Panic 0x11: arithmetic overflow or underflow');
    const unknownPanic = encodeErrorResult({
      abi: parseAbi(['error Panic(uint256)']),
      errorName: 'Panic',
      args: [0x99n],
    });
    expect(decodeRevertReason(unknownPanic)).toBe('Panic 0x99');
    const custom = encodeErrorResult({
      abi: ours,
      errorName: 'ERC20InsufficientBalance',
      args: [ALICE, 1n, 2n],
    });
    expect(decodeRevertReason(custom, [ours])).toBe(`ERC20InsufficientBalance(${getAddress(ALICE)}, 1, 2)`);
  });

  it("falls back to 'custom error 0x…' with the selector, and 'reverted without a reason' without data", () => {
    const custom = encodeErrorResult({
      abi: parseAbi(['error Nope(uint256)']),
      errorName: 'Nope',
      args: [1n],
    });
    expect(decodeRevertReason(custom, [testTokenArtifact.abi as Abi])).toBe(
      `custom error ${custom.slice(0, 10)}`,
    );
    expect(decodeRevertReason('0x')).toBe('reverted without a reason');
    expect(decodeRevertReason('0x08c379a0')).toBe('custom error 0x08c379a0');
  });

  it('never throws, whatever the data (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(typeof decodeRevertReason(toHex(bytes), [testTokenArtifact.abi as Abi])).toBe('string');
      }),
    );
  });
});

describe('decodeMethod (docs/simulation.md#calls)', () => {
  it('names token-standard and our ABIs’ functions; FTM transfer, creation and unknown selectors', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 1n] });
    expect(decodeMethod(TOKEN, transfer, [], true)).toBe('transfer');
    const ours = parseAbi(['function claimReward(address token) payable']);
    const claim = encodeFunctionData({ abi: ours, functionName: 'claimReward', args: [TOKEN] });
    expect(decodeMethod(TOKEN, claim, [ours], true)).toBe('claimReward');
    expect(decodeMethod(TOKEN, claim, [], true)).toBe(`Unknown method ${claim.slice(0, 10)}`);
    expect(decodeMethod(BOB, '0x')).toBe('FTM transfer');
    expect(decodeMethod(null, '0x6080')).toBe('Contract creation');
    expect(decodeMethod(TOKEN, '0x12')).toBe('Unknown method 0x12');
  });

  it('on a contract the network does not know, only says what the selector looks like', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 1n] });
    expect(decodeMethod(TOKEN, transfer)).toBe('looks like transfer(address,uint256)');
    const ours = parseAbi(['function claimReward(address token) payable']);
    const claim = encodeFunctionData({ abi: ours, functionName: 'claimReward', args: [TOKEN] });
    expect(decodeMethod(TOKEN, claim, [ours])).toBe('looks like claimReward(address)');
    // Data that does not decode as the function's arguments is not that function.
    expect(decodeMethod(TOKEN, transfer.slice(0, 20) as Hex)).toBe(`Unknown method ${transfer.slice(0, 10)}`);
  });
});

describe('blockValuesRead (docs/simulation.md#what-a-simulation-cannot-predict)', () => {
  it('finds GASPRICE, BASEFEE, BLOBBASEFEE, COINBASE and PREVRANDAO among the instructions', () => {
    // GASPRICE POP BASEFEE POP COINBASE POP PREVRANDAO POP BLOBBASEFEE POP STOP
    expect(blockValuesRead('0x3a504850415044504a5000')).toEqual([
      'GAS_PRICE',
      'BASE_FEE',
      'BLOB_BASE_FEE',
      'COINBASE',
      'RANDOMNESS',
    ]);
    // TIMESTAMP, NUMBER, GAS, ORIGIN and CALLER are known before the block is mined: the simulation uses them.
    expect(blockValuesRead('0x425043505a503250335000')).toEqual([]);
  });

  it('skips push data and the compiler metadata at the end of the code', () => {
    // PUSH1 0x3a POP, PUSH2 0x4841 POP, PUSH32 of GASPRICE bytes POP: no instruction reads a value.
    expect(blockValuesRead(`0x603a50614841507f${'3a'.repeat(32)}50`)).toEqual([]);
    // A Solidity-style CBOR tail (a2 … with its length in the last two bytes) holding 0x3a and 0x48 bytes.
    const metadata = 'a2646970667358223a48';
    const length = (metadata.length / 2).toString(16).padStart(4, '0');
    expect(blockValuesRead(`0x600050fe${metadata}${length}`)).toEqual([]);
    expect(blockValuesRead('0x')).toEqual([]);
  });

  it("reads a creation's init code without the constructor's arguments, which follow the metadata as data", () => {
    // Deployed code: PUSH1 0 POP INVALID, then a CBOR tail whose hash happens to hold JUMPDEST PREVRANDAO (5b 44).
    const metadata = 'a2646970667358225b44';
    const runtime = `600050fe${metadata}${(metadata.length / 2).toString(16).padStart(4, '0')}` as const;
    // Init code: PUSH1 0 PUSH1 0 RETURN INVALID, the deployed code, then an argument word holding 5b 3a 41.
    const init = `0x60006000f3fe${runtime}` as const;
    const input = `${init}${'00'.repeat(29)}5b3a41` as const;
    expect(initCodeOf(input, `0x${runtime}`)).toBe(init);
    expect(blockValuesRead(initCodeOf(input, `0x${runtime}`))).toEqual([]);
    // Read whole, the argument's bytes and the metadata's look like reachable instructions.
    expect(blockValuesRead(input)).not.toEqual([]);
    // Deployed code without metadata, or metadata not in the input: the input is read whole.
    expect(initCodeOf(input, '0x600050')).toBe(input);
    expect(initCodeOf('0x6000', `0x${runtime}`)).toBe('0x6000');
  });

  it('counts only instructions that can run: after a STOP, RETURN, REVERT, INVALID or JUMP, from the next JUMPDEST', () => {
    // Data after RETURN (a revert string's 'A' and 'D' are COINBASE and PREVRANDAO bytes) never runs.
    expect(blockValuesRead('0x60006000f3414444')).toEqual([]);
    for (const end of ['00', '56', 'f3', 'fd', 'fe', 'ff']) expect(blockValuesRead(`0x${end}3a`)).toEqual([]);
    // A jump destination after it can be jumped to, whatever comes before it.
    expect(blockValuesRead('0x00fe5b3a')).toEqual(['GAS_PRICE']);
    expect(blockValuesRead('0x600056415b48')).toEqual(['BASE_FEE']);
    // A JUMPDEST byte inside push data is no destination (the EVM decodes the code the same way).
    expect(blockValuesRead('0x00605b3a')).toEqual([]);
  });

  it('never throws, for any code (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const found = blockValuesRead(toHex(bytes));
        expect(new Set(found).size).toBe(found.length);
      }),
    );
  });
});

describe('firstUnaffordableCall (docs/simulation.md#how-the-api-simulates)', () => {
  it('finds the first call whose amount and maximum fee, with those before it, exceed the balance', () => {
    const call = (value: bigint) => ({ value, gas: 21_000n, gasPrice: 1n });
    expect(firstUnaffordableCall(42_000n, [call(0n), call(0n)])).toBeNull();
    expect(firstUnaffordableCall(42_000n, [call(0n), call(1n)])).toBe(1);
    expect(firstUnaffordableCall(0n, [call(0n)])).toBe(0);
  });
});

describe('callIntents (docs/simulation.md#warnings)', () => {
  it('sums the FTM value of all calls and each token transfer per token; other data says nothing', () => {
    const transfer = (amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, amount] });
    expect(
      callIntents([
        { to: BOB, value: 5n, data: '0x' },
        { to: TOKEN, value: 0n, data: transfer(7n) },
        { to: TOKEN, value: 1n, data: transfer(3n) },
        { to: TOKEN, value: 0n, data: '0x095ea7b3' },
      ]),
    ).toEqual([
      { token: null, amount: 6n },
      { token: TOKEN, amount: 10n },
    ]);
  });
});

describe('mayTakeUnstated (docs/simulation.md#warnings)', () => {
  const claim = encodeFunctionData({
    abi: parseAbi(['function claimReward(address token) payable']),
    functionName: 'claimReward',
    args: [TOKEN],
  });
  const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, 1n] });
  const approveAll = encodeFunctionData({
    abi: parseAbi(['function setApprovalForAll(address operator, bool approved)']),
    functionName: 'setApprovalForAll',
    args: [BOB, true],
  });
  const transferFrom = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transferFrom',
    args: [ALICE, BOB, 1n],
  });

  it('data to a contract outside the deployment may take tokens: a claim, a transferFrom, unknown data', () => {
    expect(mayTakeUnstated({ to: BOB, value: 1n, data: claim }, false)).toBe(true);
    expect(mayTakeUnstated({ to: TOKEN, value: 0n, data: transferFrom }, false)).toBe(true);
    expect(mayTakeUnstated({ to: BOB, value: 0n, data: '0x12345678' }, false)).toBe(true);
  });

  it("a token approval, a plain FTM send, or any call to the deployment's own contracts does not", () => {
    expect(mayTakeUnstated({ to: TOKEN, value: 0n, data: approve }, false)).toBe(false);
    expect(mayTakeUnstated({ to: NFT, value: 0n, data: approveAll }, false)).toBe(false);
    expect(
      mayTakeUnstated(
        { to: TOKEN, value: 0n, data: buildErc20IncreaseAllowance(TOKEN, BOB, 1n).data },
        false,
      ),
    ).toBe(false);
    expect(mayTakeUnstated({ to: BOB, value: 5n, data: '0x' }, false)).toBe(false);
    expect(mayTakeUnstated({ to: BOB, value: 0n, data: claim }, true)).toBe(false);
  });
});
