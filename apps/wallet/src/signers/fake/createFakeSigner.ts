import type { ConfirmationRequest, SentByTransaction, Signer } from '../Signer.ts';
import { SignerRejectedError } from '../SignerRejectedError.ts';

/** What the fake does with the next send: sign, refuse as a user would (4001), fail, or sign after a delay. */
export type FakeBehaviour =
  | { kind: 'approve' }
  | { kind: 'reject' }
  | { kind: 'fail'; error: Error }
  | { kind: 'delay'; ms: number };

export interface FakeSigner extends Signer {
  /** Every transaction it was asked to send, with the options, in order. */
  readonly sent: ReadonlyArray<{
    prepared: Parameters<Signer['send']>[0];
    options: Parameters<Signer['send']>[1];
  }>;
  /** Sets what the following sends do, one entry each; the last entry repeats. */
  behave(...behaviours: FakeBehaviour[]): void;
}

/**
 * A signer for tests: it needs no password, sends nothing anywhere and answers as told (approve, reject with
 * 4001, fail, delay), so the flows and the signer seam are tested with a second implementation besides the
 * keystore one. Hashes are deterministic (a counter), nonces count up from the prepared one.
 */
export function createFakeSigner(
  options: { confirmation?: ConfirmationRequest; sleep?: (ms: number) => Promise<void> } = {},
): FakeSigner {
  const sent: { prepared: Parameters<Signer['send']>[0]; options: Parameters<Signer['send']>[1] }[] = [];
  let queue: FakeBehaviour[] = [{ kind: 'approve' }];
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return {
    sent,
    behave(...behaviours) {
      queue = behaviours.length > 0 ? behaviours : [{ kind: 'approve' }];
    },
    async confirmation() {
      return options.confirmation ?? { kind: 'none' };
    },
    async send(prepared, sendOptions): Promise<SentByTransaction> {
      const behaviour = (queue.length > 1 ? queue.shift() : queue[0]) ?? { kind: 'approve' };
      if (behaviour.kind === 'reject') throw new SignerRejectedError();
      if (behaviour.kind === 'fail') throw behaviour.error;
      if (behaviour.kind === 'delay') await sleep(behaviour.ms);
      sent.push({ prepared, options: sendOptions });
      return { hash: `0x${sent.length.toString(16).padStart(64, 'f')}`, nonce: prepared.nonce };
    },
  };
}
