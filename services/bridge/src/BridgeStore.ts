import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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
export type Swap = z.infer<typeof swapSchema>;

const bep2TransferSchema = z.object({
  to: z.string(),
  tokenUuid: z.string(),
  amount,
  memo: z.string(),
  swapUuid: z.string(),
  at: z.number(),
});
export type Bep2Transfer = z.infer<typeof bep2TransferSchema>;

const stateSchema = z.object({
  version: z.literal(1),
  /** Master seed of the deposit addresses: random per data folder, so a new folder never reuses old deposits. */
  seed: z.string().regex(/^0x[0-9a-f]{64}$/),
  nextIndex: z.number().int().nonnegative(),
  swaps: z.array(swapSchema),
  /** The simulated BEP2 ledger: balances by token uuid, then by address (lower case). */
  bep2Balances: z.record(z.string(), z.record(z.string(), amount)),
  bep2Transfers: z.array(bep2TransferSchema),
});
export type BridgeState = z.infer<typeof stateSchema>;

/**
 * The bridge's whole book (swaps and the BEP2 ledger) in one JSON file under its data folder. Every change is
 * one synchronous write of a temporary file renamed over the old one, so a kill at any moment leaves either the
 * state before or the state after a change, never half of one (docs/bridge.md#exactly-once).
 */
export class BridgeStore {
  readonly file: string;
  #state: BridgeState;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, 'bridge.json');
    if (existsSync(this.file)) {
      const parsed = stateSchema.safeParse(JSON.parse(readFileSync(this.file, 'utf8')));
      // Refuse to start rather than forget swaps that may still owe a payout.
      if (!parsed.success) throw new Error(`${this.file} is not a bridge state: ${parsed.error.message}`);
      this.#state = parsed.data;
    } else {
      this.#state = {
        version: 1,
        seed: `0x${randomBytes(32).toString('hex')}`,
        nextIndex: 0,
        swaps: [],
        bep2Balances: {},
        bep2Transfers: [],
      };
      this.#write();
    }
  }

  get state(): Readonly<BridgeState> {
    return this.#state;
  }

  swap(uuid: string): Swap | undefined {
    return this.#state.swaps.find((s) => s.uuid === uuid);
  }

  /**
   * Applies `change` to a copy and persists it before the copy becomes the state. The file is checked when it is
   * loaded; changes come from this service's own typed code, so they are not parsed again (it would cost a full
   * pass over every swap on every call).
   */
  update(change: (draft: BridgeState) => void): void {
    const draft = structuredClone(this.#state);
    change(draft);
    this.#write(draft);
    this.#state = draft;
  }

  #write(state: BridgeState = this.#state): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, this.file);
  }
}
