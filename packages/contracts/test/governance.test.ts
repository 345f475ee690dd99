import { type Address, decodeEventLog, hexToString, parseEther, stringToHex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendTx } from '../src/deploy/sendTx.ts';
import { governanceProposalArtifact } from '../src/generated/governanceProposalArtifact.ts';
import { E18, GOV, GOVERNABLE, governanceChainSteps, governanceHelpers } from './governanceHelpers.ts';
import { DAY, SFC, sfcHelpers } from './sfcHelpers.ts';
import { startTestChain, type TestChain } from './startTestChain.ts';

let chain: TestChain;
let g: ReturnType<typeof governanceHelpers>;
let s: ReturnType<typeof sfcHelpers>;
let owner: Address;
let val1: Address;
let val2: Address;
let alice: Address;
let bob: Address;
let carol: Address;

const V1_SELF = parseEther('500000');
const V2_SELF = parseEther('1000000');
const ALICE = parseEther('100000');
const BOB_1 = parseEther('50000');
const BOB_2 = parseEther('20000');
const V1_RECEIVED = V1_SELF + ALICE + BOB_1;
const V2_RECEIVED = V2_SELF + BOB_2;
const TOTAL = V1_RECEIVED + V2_RECEIVED;

beforeAll(async () => {
  chain = await startTestChain(governanceChainSteps);
  g = governanceHelpers(chain);
  s = sfcHelpers(chain);
  const [o, v1, v2, a, b, c] = chain.accounts;
  if (!o || !v1 || !v2 || !a || !b || !c) throw new Error('not enough accounts');
  [owner, val1, val2, alice, bob, carol] = [o, v1, v2, a, b, c];
  await s.createValidator(val1, V1_SELF);
  await s.createValidator(val2, V2_SELF);
  await s.delegate(alice, 1n, ALICE);
  await s.delegate(bob, 1n, BOB_1);
  await s.delegate(bob, 2n, BOB_2);
  await chain.rebase();
});
afterAll(async () => {
  await chain?.stop();
});
beforeEach(async () => {
  await chain.reset();
});

describe('governable adapter', () => {
  it('weighs by active stake: total, a validator’s received stake, a delegation', async () => {
    const r = chain.clients.public;
    expect(await r.readContract({ ...GOVERNABLE, functionName: 'getTotalWeight' })).toBe(TOTAL);
    expect(await r.readContract({ ...GOVERNABLE, functionName: 'getReceivedWeight', args: [val1] })).toBe(
      V1_RECEIVED,
    );
    expect(await r.readContract({ ...GOVERNABLE, functionName: 'getReceivedWeight', args: [alice] })).toBe(
      0n,
    );
    expect(await r.readContract({ ...GOVERNABLE, functionName: 'getWeight', args: [bob, val2] })).toBe(BOB_2);
    expect(await r.readContract({ ...GOVERNABLE, functionName: 'getWeight', args: [bob, alice] })).toBe(0n);
    await s.setStatus(2n, 8n);
    expect(await r.readContract({ ...GOVERNABLE, functionName: 'getTotalWeight' })).toBe(V1_RECEIVED);
    expect(await r.readContract({ ...GOVERNABLE, functionName: 'getReceivedWeight', args: [val2] })).toBe(0n);
    expect(await r.readContract({ ...GOVERNABLE, functionName: 'getWeight', args: [bob, val2] })).toBe(0n);
  });
});

describe('proposals', () => {
  it('the owner creates one: stored here, named by a tiny proposal contract', async () => {
    await expect(
      sendTx(chain.clients, {
        ...GOV,
        from: alice,
        functionName: 'createProposal',
        args: [
          {
            name: 'x',
            description: 'y',
            options: [stringToHex('a', { size: 32 })],
            opinionScales: [0n, 1n],
            minVotes: 0n,
            minAgreement: 0n,
            votingStartTime: 0n,
            votingMinEndTime: 0n,
            votingMaxEndTime: 0n,
            executable: false,
          },
        ],
      }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
    const now = await g.now();
    const id = await g.propose({
      name: 'Lower the fee',
      description: '<script>alert(1)</script> and more',
      votingStartTime: now + 10n,
      votingMinEndTime: now + 20n,
      votingMaxEndTime: now + 30n,
      executable: true,
    });
    expect(id).toBe(1n);
    const [pType, executable, minVotes, minAgreement, scales, options, contract, start, minEnd, maxEnd] =
      await chain.clients.public.readContract({ ...GOV, functionName: 'proposalParams', args: [id] });
    expect([pType, executable, minVotes, minAgreement]).toEqual([1n, 2, E18 / 2n, E18 / 2n]);
    expect(scales).toEqual([0n, 1n, 2n, 3n, 4n]);
    expect(options.map((o) => hexToString(o, { size: 32 }))).toEqual(['Yes', 'No', 'Later']);
    expect([start, minEnd, maxEnd]).toEqual([now + 10n, now + 20n, now + 30n]);
    const proposal = { address: contract, abi: governanceProposalArtifact.abi } as const;
    expect(await chain.clients.public.readContract({ ...proposal, functionName: 'name' })).toBe(
      'Lower the fee',
    );
    expect(await chain.clients.public.readContract({ ...proposal, functionName: 'description' })).toBe(
      '<script>alert(1)</script> and more',
    );
    expect(await g.state(id)).toEqual({ winner: 0n, votes: 0n, status: 0n });
    const plain = await g.propose();
    expect(
      (await chain.clients.public.readContract({ ...GOV, functionName: 'proposalParams', args: [plain] }))[1],
    ).toBe(0);
  });

  it('refuses malformed proposals', async () => {
    const now = await g.now();
    const option = stringToHex('x', { size: 32 });
    await expect(g.propose({ options: [] })).rejects.toThrow('wrong number of options');
    await expect(g.propose({ options: Array(11).fill(option) })).rejects.toThrow('wrong number of options');
    await expect(g.propose({ opinionScales: [2n, 1n] })).rejects.toThrow('wrong opinion scales');
    await expect(g.propose({ opinionScales: [0n, 0n] })).rejects.toThrow('wrong opinion scales');
    await expect(g.propose({ opinionScales: [4n] })).rejects.toThrow('wrong opinion scales');
    await expect(g.propose({ minVotes: E18 + 1n })).rejects.toThrow('ratio above 100 %');
    await expect(g.propose({ votingMinEndTime: now - 1n })).rejects.toThrow('wrong voting period');
  });

  it('cancel: owner only, before any vote (status 4); then it takes no votes', async () => {
    const id = await g.propose();
    await expect(
      sendTx(chain.clients, { ...GOV, from: alice, functionName: 'cancelProposal', args: [id] }),
    ).rejects.toThrow('OwnableUnauthorizedAccount');
    await g.vote(val1, val1, id, [4n, 0n, 0n]);
    await expect(
      sendTx(chain.clients, { ...GOV, from: owner, functionName: 'cancelProposal', args: [id] }),
    ).rejects.toThrow('voting has already begun');
    await g.cancelVote(val1, val1, id);
    await sendTx(chain.clients, { ...GOV, from: owner, functionName: 'cancelProposal', args: [id] });
    expect((await g.state(id)).status).toBe(4n);
    await expect(g.vote(val1, val1, id, [4n, 0n, 0n])).rejects.toThrow("proposal isn't active");
    await expect(
      sendTx(chain.clients, { ...GOV, from: owner, functionName: 'cancelProposal', args: [id] }),
    ).rejects.toThrow("proposal isn't active");
  });
});

describe('votes', () => {
  it('every refusal of vote and cancelVote by message', async () => {
    const now = await g.now();
    const id = await g.propose();
    const later = await g.propose({
      votingStartTime: now + DAY,
      votingMinEndTime: now + DAY,
      votingMaxEndTime: now + 2n * DAY,
    });
    await expect(g.vote(val1, val1, 99n, [0n, 0n, 0n])).rejects.toThrow(
      'proposal with a given ID doesnt exist',
    );
    await expect(g.vote(val1, val1, later, [0n, 0n, 0n])).rejects.toThrow("proposal voting has't begun");
    await expect(g.vote(val1, val1, id, [0n, 0n])).rejects.toThrow('wrong number of choices');
    await expect(g.vote(val1, val1, id, [0n, 5n, 0n])).rejects.toThrow('wrong opinion ID');
    await expect(g.vote(carol, carol, id, [0n, 0n, 0n])).rejects.toThrow('zero weight');
    await expect(g.vote(alice, alice, id, [0n, 0n, 0n])).rejects.toThrow('zero weight');
    await expect(g.vote(alice, val2, id, [0n, 0n, 0n])).rejects.toThrow('zero weight');
    await g.vote(val1, val1, id, [4n, 0n, 2n]);
    await expect(g.vote(val1, val1, id, [4n, 0n, 2n])).rejects.toThrow('vote already exists');
    await expect(g.cancelVote(alice, val1, id)).rejects.toThrow("doesn't exist");
    await expect(g.cancelVote(val1, val1, 99n)).rejects.toThrow("doesn't exist");
  });

  it('delegatedTo 0 means the sender; the vote and its events are kept per (voter, delegatedTo, proposal)', async () => {
    const id = await g.propose();
    const hash = await g.vote(val1, '0x0000000000000000000000000000000000000000', id, [4n, 0n, 2n]);
    expect(
      await chain.clients.public.readContract({ ...GOV, functionName: 'getVote', args: [val1, val1, id] }),
    ).toEqual([V1_RECEIVED, [4n, 0n, 2n]]);
    const logs = (await chain.clients.public.getTransactionReceipt({ hash })).logs.map((log) =>
      decodeEventLog({ abi: GOV.abi, ...log }),
    );
    expect(logs).toEqual([
      {
        eventName: 'Voted',
        args: { voter: val1, delegatedTo: val1, proposalID: id, choices: [4n, 0n, 2n], weight: V1_RECEIVED },
      },
    ]);
  });

  it("a delegator's vote takes its weight out of its validator's vote; cancelling gives it back", async () => {
    const id = await g.propose();
    await g.vote(val1, val1, id, [4n, 4n, 4n]);
    const hash = await g.vote(alice, val1, id, [0n, 0n, 0n]);
    expect(await g.getVote(alice, val1, id)).toBe(ALICE);
    expect(await g.getVote(val1, val1, id)).toBe(V1_RECEIVED - ALICE);
    expect(
      await chain.clients.public.readContract({ ...GOV, functionName: 'overriddenWeight', args: [val1, id] }),
    ).toBe(ALICE);
    expect((await g.state(id)).votes).toBe(V1_RECEIVED);
    const events = (await chain.clients.public.getTransactionReceipt({ hash })).logs.map(
      (log) => decodeEventLog({ abi: GOV.abi, ...log }).eventName,
    );
    expect(events).toEqual(['VoteWeightOverridden', 'Voted']);
    // bob votes before val2 does: val2's later vote counts without him.
    await g.vote(bob, val2, id, [2n, 2n, 2n]);
    await g.vote(val2, val2, id, [4n, 0n, 0n]);
    expect(await g.getVote(val2, val2, id)).toBe(V2_SELF);
    // Everyone's weight is counted once: bob's delegation to val1 still votes with val1.
    expect((await g.state(id)).votes).toBe(TOTAL);

    const cancel = await g.cancelVote(alice, val1, id);
    expect(await g.getVote(val1, val1, id)).toBe(V1_RECEIVED);
    expect(await g.getVote(alice, val1, id)).toBe(0n);
    const cancelled = (await chain.clients.public.getTransactionReceipt({ hash: cancel })).logs.map(
      (log) => decodeEventLog({ abi: GOV.abi, ...log }).eventName,
    );
    expect(cancelled).toEqual(['VoteWeightUnOverridden', 'VoteCanceled']);
    // alice may vote again after cancelling.
    await g.vote(alice, val1, id, [1n, 1n, 1n]);
  });

  it('tallies by least resistant consensus and resolves when due', async () => {
    const id = await g.propose({ minVotes: E18 / 2n, minAgreement: (E18 * 6n) / 10n });
    await g.vote(val1, val1, id, [4n, 0n, 2n]);
    await g.vote(val2, val2, id, [2n, 4n, 2n]);
    const agreement = (w1: bigint, c1: bigint, w2: bigint, c2: bigint) => (w1 * c1) / 4n + (w2 * c2) / 4n;
    const expected = [
      agreement(V1_RECEIVED, 4n, V2_RECEIVED, 2n),
      agreement(V1_RECEIVED, 0n, V2_RECEIVED, 4n),
      agreement(V1_RECEIVED, 2n, V2_RECEIVED, 2n),
    ];
    for (const [i, a] of expected.entries()) {
      expect(await g.option(id, BigInt(i))).toEqual([TOTAL, (a * E18) / TOTAL, a]);
    }
    // Option 0 has the most agreement (69 %); option 2 (50 %) is below the 60 % floor anyway.
    expect(
      await chain.clients.public.readContract({ ...GOV, functionName: 'calculateVotingTally', args: [id] }),
    ).toEqual([true, 0n, TOTAL]);
    // With a 70 % floor no option wins: the winner is "none" (the number of options).
    const strict = await g.propose({ minAgreement: (E18 * 7n) / 10n });
    await g.vote(val1, val1, strict, [4n, 0n, 2n]);
    await g.vote(val2, val2, strict, [2n, 4n, 2n]);
    expect(
      await chain.clients.public.readContract({
        ...GOV,
        functionName: 'calculateVotingTally',
        args: [strict],
      }),
    ).toEqual([false, 3n, TOTAL]);
    expect(
      await chain.clients.public.readContract({ ...GOV, functionName: 'isResolvable', args: [id] }),
    ).toBe(false);
    await expect(g.resolve(id)).rejects.toThrow("proposal can't be resolved yet");
    await g.increaseTime(DAY);
    await g.resolve(id, carol);
    expect(await g.state(id)).toEqual({ winner: 0n, votes: TOTAL, status: 1n });
    await expect(g.resolve(id)).rejects.toThrow("proposal isn't active");
    await expect(g.vote(alice, val1, id, [0n, 0n, 0n])).rejects.toThrow("proposal isn't active");
    await expect(g.cancelVote(val1, val1, id)).rejects.toThrow("proposal isn't active");
    await expect(g.resolve(99n)).rejects.toThrow('proposal with a given ID doesnt exist');
  });

  it('without quorum it waits for the maximum end and fails (2); a late executable winner expires (8)', async () => {
    const failing = await g.propose({ minVotes: (E18 * 9n) / 10n });
    await g.vote(val2, val2, failing, [4n, 4n, 4n]);
    const late = await g.propose({ executable: true, minVotes: 0n });
    await g.vote(val1, val1, late, [4n, 0n, 0n]);
    const onTime = await g.propose({ executable: true, minVotes: 0n });
    await g.vote(val1, val1, onTime, [4n, 0n, 0n]);
    await g.increaseTime(DAY);
    expect(
      await chain.clients.public.readContract({ ...GOV, functionName: 'isResolvable', args: [failing] }),
    ).toBe(false);
    await g.resolve(onTime);
    expect(await g.state(onTime)).toEqual({ winner: 0n, votes: V1_RECEIVED, status: 1n });
    await g.increaseTime(6n * DAY);
    await g.resolve(failing);
    expect((await g.state(failing)).status).toBe(2n);
    await g.increaseTime(3n * DAY + 1n);
    await g.resolve(late);
    expect(await g.state(late)).toEqual({ winner: 0n, votes: V1_RECEIVED, status: 8n });
  });

  it('reads the weight of an SFC delegation made after voting began only for new votes', async () => {
    const id = await g.propose();
    await g.vote(alice, val1, id, [0n, 0n, 0n]);
    await s.delegate(alice, 1n, ALICE);
    expect(await g.getVote(alice, val1, id)).toBe(ALICE);
    await g.cancelVote(alice, val1, id);
    await g.vote(alice, val1, id, [0n, 0n, 0n]);
    expect(await g.getVote(alice, val1, id)).toBe(2n * ALICE);
    expect(
      await chain.clients.public.readContract({ ...SFC, functionName: 'getStake', args: [alice, 1n] }),
    ).toBe(2n * ALICE);
  });
});
