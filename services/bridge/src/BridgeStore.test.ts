import { appendFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { removeTemporaryDataDirs, temporaryDataDir } from '../test/bridgeHarness.ts';
import { BridgeStore, type Swap } from './BridgeStore.ts';

const bnb = 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2';
const token = 'ftm-token';
const open: BridgeStore[] = [];
const opened = (dataDir: string) => {
  const store = new BridgeStore(dataDir);
  open.push(store);
  return store;
};
afterEach(() => {
  for (const store of open.splice(0)) store.close();
});
afterAll(removeTemporaryDataDirs);

const swapAt = (index: number, operaAddress = `0x${index.toString(16).padStart(40, '0')}`): Swap => ({
  uuid: `swap-${index}`,
  index,
  direction: 'OperaToBinance',
  tokenUuid: token,
  operaAddress,
  ethAddress: '',
  bnbAddress: bnb,
  depositAddress: `0x${(0xd000 + index).toString(16).padStart(40, '0')}`,
  createdAt: 1_700_000_000_000 + index,
  status: 'open',
});

const openSwaps = (store: BridgeStore, count: number) => {
  for (let i = 0; i < count; i++) store.saveSwap(swapAt(store.nextIndex), store.nextIndex + 1);
};

const payOut = (store: BridgeStore, swap: Swap, amount: bigint) =>
  store.payOnBep2(
    { ...swap, status: 'paid', deposit: (amount + 50n).toString(), payout: amount.toString(), memo: 'm' },
    { to: bnb, tokenUuid: token, amount: amount.toString(), memo: 'm', swapUuid: swap.uuid, at: 1 },
  );

describe('the bridge book on disk (docs/bridge.md#exactly-once)', () => {
  it('a change appends one short journal line and leaves bridge.json alone, however many swaps the book holds', () => {
    const dir = temporaryDataDir();
    const store = opened(dir);
    openSwaps(store, 2_000);
    const snapshotBefore = statSync(store.file);
    const journalBefore = statSync(store.journalFile).size;
    store.saveSwap(swapAt(store.nextIndex), store.nextIndex + 1);
    payOut(store, swapAt(5), 10n);
    const appended = statSync(store.journalFile).size - journalBefore;
    expect(appended).toBeGreaterThan(0);
    expect(appended).toBeLessThan(2_000);
    const snapshotAfter = statSync(store.file);
    expect([snapshotAfter.ino, snapshotAfter.size, snapshotAfter.mtimeMs]).toEqual([
      snapshotBefore.ino,
      snapshotBefore.size,
      snapshotBefore.mtimeMs,
    ]);
  });

  it('reopened, the book holds every change: swaps, the next deposit index, the BEP2 ledger and its memos', () => {
    const dir = temporaryDataDir();
    const first = opened(dir);
    const seed = first.seed;
    openSwaps(first, 3);
    payOut(first, swapAt(1), 70n);
    first.close();
    open.splice(open.indexOf(first), 1);

    const again = opened(dir);
    expect(again.seed).toBe(seed);
    expect(again.nextIndex).toBe(3);
    expect([...again.swaps()].map((s) => [s.uuid, s.status])).toEqual([
      ['swap-0', 'open'],
      ['swap-1', 'paid'],
      ['swap-2', 'open'],
    ]);
    expect(again.swapsFrom(swapAt(1).operaAddress).map((s) => s.status)).toEqual(['paid']);
    expect(again.bep2Balance(token, bnb)).toBe(70n);
    expect(again.bep2TransfersTo(bnb).map((t) => [t.swapUuid, t.memo])).toEqual([['swap-1', 'm']]);
  });

  it('a journal line torn by a kill is a change that never happened; the store goes on after it', () => {
    const dir = temporaryDataDir();
    const first = opened(dir);
    openSwaps(first, 2);
    const torn = JSON.stringify({ seq: 3, kind: 'bep2Payout', swap: { ...swapAt(0), status: 'paid' } });
    appendFileSync(first.journalFile, torn.slice(0, 40));

    const second = opened(dir);
    expect(second.swap('swap-0')?.status).toBe('open');
    expect(second.bep2Balance(token, bnb)).toBe(0n);
    payOut(second, swapAt(0), 30n);
    const third = opened(dir);
    expect(third.swap('swap-0')?.status).toBe('paid');
    expect(third.bep2Balance(token, bnb)).toBe(30n);
  });

  it('killed after a new snapshot but before the journal was emptied: no change is applied twice', () => {
    const dir = temporaryDataDir();
    const first = opened(dir);
    openSwaps(first, 2);
    payOut(first, swapAt(0), 40n);
    const journal = readFileSync(first.journalFile);
    // Opening takes a snapshot holding the three changes and empties the journal; put the journal back.
    opened(dir);
    writeFileSync(first.journalFile, journal);

    const after = opened(dir);
    expect(after.bep2Balance(token, bnb)).toBe(40n);
    expect(after.bep2TransfersTo(bnb)).toHaveLength(1);
    expect(after.nextIndex).toBe(2);
  });

  it('a damaged journal line or snapshot stops the bridge from starting rather than forget a payout owed', () => {
    const damagedJournal = temporaryDataDir();
    openSwaps(opened(damagedJournal), 1);
    appendFileSync(`${damagedJournal}/bridge.journal`, '{"seq": 2, "kind": "swap"}\n');
    expect(() => new BridgeStore(damagedJournal)).toThrow(/line 2 is not a bridge change/);

    const damagedSnapshot = temporaryDataDir();
    writeFileSync(`${damagedSnapshot}/bridge.json`, JSON.stringify({ version: 2, seq: 0, swaps: [] }));
    expect(() => new BridgeStore(damagedSnapshot)).toThrow(/is not a bridge state/);
  });

  it('a book of the first format (bridge.json rewritten whole, no journal) loads and moves to the new one', () => {
    const dir = temporaryDataDir();
    const seed = `0x${'ab'.repeat(32)}`;
    writeFileSync(
      `${dir}/bridge.json`,
      JSON.stringify({
        version: 1,
        seed,
        nextIndex: 1,
        swaps: [{ ...swapAt(0), status: 'paid', payout: '25' }],
        bep2Balances: { [token]: { [bnb]: '25' } },
        bep2Transfers: [{ to: bnb, tokenUuid: token, amount: '25', memo: '', swapUuid: 'swap-0', at: 1 }],
      }),
    );
    const store = opened(dir);
    expect([store.seed, store.nextIndex, store.bep2Balance(token, bnb)]).toEqual([seed, 1, 25n]);
    payOut(store, swapAt(1), 5n);
    expect(JSON.parse(readFileSync(store.file, 'utf8')).version).toBe(2);
    expect(opened(dir).bep2Balance(token, bnb)).toBe(30n);
  });

  it('after a few thousand changes the snapshot is taken again and the journal starts empty', () => {
    const dir = temporaryDataDir();
    const store = opened(dir);
    openSwaps(store, 5_000);
    expect(statSync(store.journalFile).size).toBe(0);
    openSwaps(store, 1);
    expect(statSync(store.journalFile).size).toBeGreaterThan(0);
    expect(opened(dir).nextIndex).toBe(5_001);
  });
});
