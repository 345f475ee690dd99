import { beforeEach, describe, expect, it } from 'vitest';
import { useStorageProblemsStore } from '../persistence/useStorageProblemsStore.ts';
import type { SentTransaction } from './SentTransaction.ts';
import { useSentTransactionsStore } from './useSentTransactionsStore.ts';

const KEY = 'fwallet.sentTransactions';
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function tx(nonce: number, overrides: Partial<SentTransaction> = {}): SentTransaction {
  return {
    hash: `0x${nonce.toString(16).padStart(64, '0')}`,
    nonce,
    to: TO,
    value: (10n ** 30n).toString(),
    submittedAt: 1_700_000_000_000 + nonce,
    state: 'pending',
    chainId: 4003,
    ...overrides,
  };
}

async function load(raw?: string) {
  useSentTransactionsStore.setState(useSentTransactionsStore.getInitialState(), true);
  localStorage.clear();
  useStorageProblemsStore.getState().dismiss();
  if (raw !== undefined) localStorage.setItem(KEY, raw);
  await useSentTransactionsStore.persist.rehydrate();
  return useSentTransactionsStore.getState();
}

const problems = () => useStorageProblemsStore.getState().problems;

beforeEach(async () => {
  await load();
});

describe('useSentTransactionsStore', () => {
  it('records, updates and reloads transactions per account, with wei as a decimal string', async () => {
    const store = useSentTransactionsStore.getState();
    expect(store.record(FROM, tx(4, { flow: 'stake', step: 'delegate' }))).toBe(true);
    expect(store.record(FROM.toLowerCase(), tx(5))).toBe(true);
    expect(
      store.update(FROM, tx(4).hash.toUpperCase().replace('0X', '0x'), { state: 'success', step: 'done' }),
    ).toBe(true);
    expect(store.update(FROM, tx(9).hash, { state: 'failed' })).toBe(false);
    const raw = localStorage.getItem(KEY) ?? '';
    expect(raw).toContain('"value":"1000000000000000000000000000000"');

    const state = await load(raw);
    expect(state.transactionsOf(FROM)).toEqual([
      tx(4, { flow: 'stake', step: 'done', state: 'success' }),
      tx(5),
    ]);
    expect(state.lastNonce(FROM, 4003)).toBe(5);
    expect(state.lastNonce(TO, 4003)).toBeUndefined();
    expect(state.transactionsOf(TO)).toBe(state.transactionsOf('0x0000000000000000000000000000000000000001'));
  });

  it('counts nonces per chain: a devnet nonce never steers mainnet, and records without a chain do not count', () => {
    const store = useSentTransactionsStore.getState();
    store.record(FROM, tx(50));
    store.record(FROM, tx(3, { chainId: 250 }));
    const { chainId: _none, ...withoutChain } = tx(90);
    store.record(FROM, withoutChain);
    expect(store.lastNonce(FROM, 4003)).toBe(50);
    expect(store.lastNonce(FROM, 250)).toBe(3);
    expect(store.lastNonce(FROM, 0xfa2)).toBeUndefined();
  });

  it('replaces a record with the same hash, refuses invalid ones, keeps the newest 100 and forgets an account', () => {
    const store = useSentTransactionsStore.getState();
    store.record(FROM, tx(1));
    store.record(FROM, tx(1, { state: 'failed' }));
    expect(useSentTransactionsStore.getState().transactionsOf(FROM)).toEqual([tx(1, { state: 'failed' })]);
    expect(store.record(FROM, { ...tx(2), value: '-1' })).toBe(false);
    expect(store.record(FROM, { ...tx(2), value: '1.5' })).toBe(false);
    expect(store.record('nobody', tx(2))).toBe(false);
    for (let nonce = 2; nonce <= 120; nonce++) store.record(FROM, tx(nonce));
    const list = useSentTransactionsStore.getState().transactionsOf(FROM);
    expect(list).toHaveLength(100);
    expect(list[0]?.nonce).toBe(21);
    expect(store.lastNonce(FROM, 4003)).toBe(120);
    store.forget(FROM.toLowerCase());
    expect(useSentTransactionsStore.getState().transactionsOf(FROM)).toEqual([]);
  });

  it('loads unversioned data and keeps each valid record of partly bad data', async () => {
    const raw = JSON.stringify({
      state: {
        byAccount: {
          [FROM]: [tx(1), { ...tx(2), state: 'lost' }, { ...tx(3), value: 12 }],
          'not-an-address': [tx(4)],
          [TO]: 'nothing',
        },
      },
    });
    const state = await load(raw);
    expect(state.transactionsOf(FROM)).toEqual([tx(1)]);
    expect(problems()[0]).toMatchObject({ kind: 'invalid-entries', backupKey: `${KEY}.backup` });
    expect(problems()[0]?.dropped).toEqual([
      `byAccount.${FROM}[1]`,
      `byAccount.${FROM}[2]`,
      'byAccount.not-an-address',
      `byAccount.${TO}`,
    ]);
  });

  it('version 1 records: a flow with its subject glued on is split, an unknown flow is dropped, nonces survive', async () => {
    const raw = JSON.stringify({
      version: 1,
      state: {
        byAccount: {
          [FROM]: [
            tx(1, { step: 'allow' }),
            { ...tx(2), flow: 'repay-sftm:5', step: 'allow' },
            { ...tx(3), flow: 'claim-rewards' },
            { ...tx(4), flow: 'something-retired' },
          ],
        },
      },
    });
    const state = await load(raw);
    expect(state.transactionsOf(FROM)).toEqual([
      tx(1, { step: 'allow' }),
      tx(2, { flow: 'repay-sftm', subject: '5', step: 'allow' }),
      tx(3, { flow: 'claim-rewards' }),
      tx(4),
    ]);
    expect(state.lastNonce(FROM, 4003)).toBe(4);
    expect(problems()).toEqual([]);
  });
});
