import { describe, expect, it } from 'vitest';
import { apiError, fakeTransport } from '../../../shared/test/fakeTransport.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { recheckPendingTransactions } from '../recheck/recheckPendingTransactions.ts';
import { trackTransaction } from './trackTransaction.ts';
import { waitForTransaction } from './waitForTransaction.ts';

const HASH = `0x${'12'.repeat(32)}` as const;
const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const;

/** A clock that only moves when the code under test sleeps, recording each sleep. */
function fakeClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
  };
}

function statuses(...answers: Array<string | null | 'missing' | Error>) {
  let i = 0;
  return fakeTransport({
    transactionByHash: () => {
      const answer = answers[Math.min(i++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return { transaction: answer === 'missing' ? null : { status: answer } };
    },
  });
}

describe('waitForTransaction (docs/transactions.md#verification: 400 ms / 120 s)', () => {
  it('checks until status 1, waiting 400 ms after each pending check', async () => {
    const clock = fakeClock();
    const outcome = await waitForTransaction(statuses('missing', null, '0x1'), HASH, clock);
    expect(outcome).toBe('success');
    expect(clock.sleeps).toEqual([400, 400]);
  });

  it("status 0 is 'failed' (the 'Transaction Error' view)", async () => {
    expect(await waitForTransaction(statuses(null, '0x0'), HASH, fakeClock())).toBe('failed');
  });

  it('gives up after 120 s with timeout', async () => {
    const clock = fakeClock();
    expect(await waitForTransaction(statuses(null), HASH, clock)).toBe('timeout');
    expect(clock.now()).toBe(120_000);
    expect(clock.sleeps.every((ms) => ms === 400)).toBe(true);
  });

  it("a failing query rejects with its message (the 'Error' view)", async () => {
    await expect(waitForTransaction(statuses(null, apiError('boom')), HASH, fakeClock())).rejects.toThrow(
      'boom',
    );
  });
});

describe('trackTransaction and recheckPendingTransactions', () => {
  const record = (hash: string) => ({
    hash,
    nonce: 1,
    to: TO,
    value: '1',
    submittedAt: 1,
    state: 'pending' as const,
    flow: 'send' as const,
  });

  it('stores the outcome; a time-out leaves the record pending', async () => {
    const store = useSentTransactionsStore.getState();
    store.forget(FROM);
    store.record(FROM, record(HASH));
    const pipeline = { transport: statuses(null), sent: store };
    expect(await trackTransaction(pipeline, FROM, HASH, fakeClock())).toBe('timeout');
    expect(store.transactionsOf(FROM)[0]?.state).toBe('pending');
    const done = { ...pipeline, transport: statuses('0x1') };
    expect(await trackTransaction(done, FROM, HASH, fakeClock())).toBe('success');
    expect(useSentTransactionsStore.getState().transactionsOf(FROM)[0]?.state).toBe('success');
  });

  it('re-checks pending records once each and updates the decided ones', async () => {
    const store = useSentTransactionsStore.getState();
    store.forget(FROM);
    const other = `0x${'34'.repeat(32)}`;
    store.record(FROM, record(HASH));
    store.record(FROM, record(other));
    const transport = fakeTransport({
      transactionByHash: (v) => ({ transaction: { status: v.hash === HASH ? '0x0' : null } }),
    });
    const changed = await recheckPendingTransactions(
      transport,
      FROM,
      useSentTransactionsStore.getState().transactionsOf(FROM),
      useSentTransactionsStore.getState().update,
    );
    expect(changed).toBe(1);
    expect(
      useSentTransactionsStore
        .getState()
        .transactionsOf(FROM)
        .map((t) => t.state),
    ).toEqual(['failed', 'pending']);
  });
});
