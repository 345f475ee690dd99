import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { bridgeDirections } from './bridgeTokens.ts';

const amount = z.string().regex(/^\d+$/);
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

const swapSchema = z.object({
  uuid: z.string(),
  /** Derivation index of its deposit address. */
  index: z.number().int().nonnegative(),
  direction: z.enum(bridgeDirections),
  tokenUuid: z.string(),
  /** As the wallet spelled it: 'Symbol already exists' compares spellings. */
  operaAddress: z.string(),
  ethAddress: z.string(),
  bnbAddress: z.string(),
  depositAddress: address,
  createdAt: z.number(),
  /** open: waiting for its deposit; paying: a far-chain payout was sent (Ethereum only); paid: done, once. */
  status: z.enum(['open', 'paying', 'paid']),
  deposit: amount.optional(),
  payout: amount.optional(),
  memo: z.string().optional(),
  payoutTx: z.string().optional(),
});
export type Swap = Readonly<z.infer<typeof swapSchema>>;

const bep2TransferSchema = z.object({
  to: z.string(),
  tokenUuid: z.string(),
  amount,
  memo: z.string(),
  swapUuid: z.string(),
  at: z.number(),
});
export type Bep2Transfer = Readonly<z.infer<typeof bep2TransferSchema>>;

const book = {
  /** Master seed of the deposit addresses: random per data folder, so a new folder never reuses old deposits. */
  seed: z.string().regex(/^0x[0-9a-f]{64}$/),
  nextIndex: z.number().int().nonnegative(),
  swaps: z.array(swapSchema),
  /** The simulated BEP2 ledger: balances by token uuid, then by address (lower case). */
  bep2Balances: z.record(z.string(), z.record(z.string(), amount)),
  bep2Transfers: z.array(bep2TransferSchema),
};

/** The snapshot, bridge.json. Version 1 (rewritten whole on every change) had no journal, so no sequence number. */
const snapshotSchema = z.discriminatedUnion('version', [
  z.object({ version: z.literal(1), ...book }),
  z.object({
    version: z.literal(2),
    /** The last journal entry the snapshot holds: entries up to it are skipped when the journal is replayed. */
    seq: z.number().int().nonnegative(),
    ...book,
  }),
]);

/** One line of bridge.journal: a whole change, applied all or nothing. */
const entrySchema = z.discriminatedUnion('kind', [
  /** A swap written whole (opened or moved on); a new one also takes its deposit index. */
  z.object({
    seq: z.number().int().positive(),
    kind: z.literal('swap'),
    swap: swapSchema,
    nextIndex: z.number().int().nonnegative().optional(),
  }),
  /** A BEP2 payout: the credit, its transfer and the swap's 'paid' in one line. */
  z.object({
    seq: z.number().int().positive(),
    kind: z.literal('bep2Payout'),
    swap: swapSchema,
    transfer: bep2TransferSchema,
  }),
]);
type Entry = z.infer<typeof entrySchema>;
type Change = Entry extends infer E ? (E extends Entry ? Omit<E, 'seq'> : never) : never;

/** Journal entries written since the last snapshot before one is taken again (or as many as the swaps, if more). */
const compactAfterEntries = 5_000;

/**
 * The bridge's book (swaps and the BEP2 ledger) under its data folder (docs/bridge.md#exactly-once): a snapshot,
 * bridge.json, and a journal, bridge.journal, with one JSON line per change appended before the change is
 * applied in memory or answered. A change costs one small append whatever the book's size; the snapshot is taken
 * again (written aside, renamed over the old one, then the journal emptied) when the store opens and after every
 * few thousand changes. A kill can tear only the journal's last line, which loading drops: that change never
 * happened. Entries carry a sequence number so a kill between the new snapshot and emptying the journal cannot
 * apply a change twice.
 */
export class BridgeStore {
  readonly file: string;
  readonly journalFile: string;
  readonly seed: string;
  #nextIndex = 0;
  #seq = 0;
  #journal: number;
  #entriesSinceSnapshot = 0;
  readonly #swaps = new Map<string, Swap>();
  /** Swaps by their opera address as spelled, for 'Symbol already exists'. */
  readonly #byOperaAddress = new Map<string, Swap[]>();
  readonly #bep2Balances = new Map<string, Map<string, bigint>>();
  readonly #bep2Transfers: Bep2Transfer[] = [];

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, 'bridge.json');
    this.journalFile = join(dataDir, 'bridge.journal');
    if (existsSync(this.file)) {
      const parsed = snapshotSchema.safeParse(JSON.parse(readFileSync(this.file, 'utf8')));
      // Refuse to start rather than forget swaps that may still owe a payout.
      if (!parsed.success) throw new Error(`${this.file} is not a bridge state: ${parsed.error.message}`);
      const snapshot = parsed.data;
      this.seed = snapshot.seed;
      this.#nextIndex = snapshot.nextIndex;
      this.#seq = snapshot.version === 2 ? snapshot.seq : 0;
      for (const swap of snapshot.swaps) this.#putSwap(swap);
      for (const [token, byAddress] of Object.entries(snapshot.bep2Balances))
        this.#bep2Balances.set(token, new Map(Object.entries(byAddress).map(([a, v]) => [a, BigInt(v)])));
      this.#bep2Transfers.push(...snapshot.bep2Transfers);
      this.#replayJournal();
    } else {
      this.seed = `0x${randomBytes(32).toString('hex')}`;
    }
    // Start from a snapshot of everything and an empty journal (which also drops a torn last line).
    this.#journal = openSync(this.journalFile, 'a');
    this.#snapshot();
  }

  get nextIndex(): number {
    return this.#nextIndex;
  }

  swap(uuid: string): Swap | undefined {
    return this.#swaps.get(uuid);
  }

  swaps(): IterableIterator<Swap> {
    return this.#swaps.values();
  }

  /** The swaps opened for this opera address spelled exactly this way. */
  swapsFrom(operaAddress: string): readonly Swap[] {
    return this.#byOperaAddress.get(operaAddress) ?? [];
  }

  bep2Balance(tokenUuid: string, address: string): bigint {
    return this.#bep2Balances.get(tokenUuid)?.get(address) ?? 0n;
  }

  bep2Tokens(): string[] {
    return [...this.#bep2Balances.keys()];
  }

  bep2TransfersTo(address: string): Bep2Transfer[] {
    return this.#bep2Transfers.filter((t) => t.to === address);
  }

  /** Writes a swap whole; a newly opened one also moves the next deposit index to `nextIndex`. */
  saveSwap(swap: Swap, nextIndex?: number): void {
    this.#record({ kind: 'swap', swap, ...(nextIndex === undefined ? {} : { nextIndex }) });
  }

  /** Marks the swap paid and credits its BEP2 transfer in one change: paid exactly once, even across a kill. */
  payOnBep2(swap: Swap, transfer: Bep2Transfer): void {
    this.#record({ kind: 'bep2Payout', swap, transfer });
  }

  close(): void {
    closeSync(this.#journal);
  }

  #record(change: Change): void {
    const entry = { ...change, seq: this.#seq + 1 } as Entry;
    // One write of one line: the change is on disk (in the OS's cache, which outlives the process) before it
    // counts. Changes come from this service's own typed code, so they are not parsed again here.
    writeSync(this.#journal, `${JSON.stringify(entry)}\n`);
    this.#apply(entry);
    this.#entriesSinceSnapshot += 1;
    if (this.#entriesSinceSnapshot >= Math.max(compactAfterEntries, this.#swaps.size)) this.#snapshot();
  }

  #apply(entry: Entry): void {
    this.#seq = entry.seq;
    this.#putSwap(entry.swap);
    if (entry.kind === 'swap') {
      if (entry.nextIndex !== undefined) this.#nextIndex = entry.nextIndex;
      return;
    }
    const { transfer } = entry;
    const balances = this.#bep2Balances.get(transfer.tokenUuid) ?? new Map<string, bigint>();
    balances.set(transfer.to, (balances.get(transfer.to) ?? 0n) + BigInt(transfer.amount));
    this.#bep2Balances.set(transfer.tokenUuid, balances);
    this.#bep2Transfers.push(transfer);
  }

  #putSwap(swap: Swap): void {
    const previous = this.#swaps.get(swap.uuid);
    this.#swaps.set(swap.uuid, swap);
    const same = this.#byOperaAddress.get(swap.operaAddress) ?? [];
    this.#byOperaAddress.set(swap.operaAddress, [...same.filter((s) => s !== previous), swap]);
  }

  #replayJournal(): void {
    if (!existsSync(this.journalFile)) return;
    const lines = readFileSync(this.journalFile, 'utf8').split('\n');
    // Only the text after the last newline can be a torn write; every complete line must be a whole entry.
    lines.pop();
    for (const [i, line] of lines.entries()) {
      let entry: Entry;
      try {
        entry = entrySchema.parse(JSON.parse(line));
      } catch (error) {
        throw new Error(`${this.journalFile} line ${i + 1} is not a bridge change: ${String(error)}`);
      }
      if (entry.seq <= this.#seq) continue; // already in the snapshot
      if (entry.seq !== this.#seq + 1)
        throw new Error(`${this.journalFile} line ${i + 1} skips from change ${this.#seq} to ${entry.seq}`);
      this.#apply(entry);
    }
  }

  #snapshot(): void {
    const snapshot = {
      version: 2,
      seq: this.#seq,
      seed: this.seed,
      nextIndex: this.#nextIndex,
      swaps: [...this.#swaps.values()],
      bep2Balances: Object.fromEntries(
        [...this.#bep2Balances].map(([token, byAddress]) => [
          token,
          Object.fromEntries([...byAddress].map(([a, v]) => [a, v.toString()])),
        ]),
      ),
      bep2Transfers: this.#bep2Transfers,
    } satisfies z.input<typeof snapshotSchema>;
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(snapshot));
    renameSync(temporary, this.file);
    // The snapshot holds every entry: a kill before this truncation leaves entries the next load skips.
    ftruncateSync(this.#journal, 0);
    this.#entriesSinceSnapshot = 0;
  }
}
