import type { Address } from '@fantom-wallet/core';
import type { TFunction } from 'i18next';
import type { FlowKey } from '../../../shared/flows/FLOW_IDS.ts';
import type {
  ChainFacts,
  ChainFactsNeeded,
  ConfirmationRow,
  StepView,
  TransactionStep,
} from '../../transactions/index.ts';
import type { FuniPair, FuniToken } from '../data/FuniPair.ts';

/** An order as its confirmation keeps it: with the two tokens it names, found among the pairs when it arrived. */
export interface Found<O> {
  order: O;
  tokens: readonly [FuniToken, FuniToken];
}

/** How the steps of an fUNI flow are shown: the rows, title and prompt they share, around each flow's own words. */
export interface FuniViews {
  t: TFunction;
  /** An Allow step: the contract allowed (a token, or the pair), the row saying how much, the sentence above. */
  allow: (contract: Address, row: ConfirmationRow, intro: string) => StepView;
  /** The router call: its rows after the sender and the router, its button, its result's title, the sentence. */
  call: (rows: ConfirmationRow[], labels: { submit: string; success: string }, intro: string) => StepView;
}

/**
 * One of fUNI's flows (swap, add, remove) as its confirmation runs it: a plan and a small descriptor, with no React
 * of its own (its words come through `t` and `views`); the rest is the same for all three.
 */
export interface FuniFlow<O, D> {
  name: 'swap' | 'add' | 'remove';
  /** The order in the history state, with its tokens found among the pairs; null when it is none. */
  readOrder: (state: unknown, pairs: readonly FuniPair[]) => Found<O> | null;
  key: (order: O) => FlowKey;
  needs: (order: O, router: Address) => ChainFactsNeeded;
  plan: (
    found: Found<O>,
    context: { router: Address; owner: Address; slippageBps: bigint },
    facts: ChainFacts,
  ) => readonly TransactionStep<D>[];
  present: (found: Found<O>, step: D, views: FuniViews) => StepView;
  /** The form below /funi/{address} (`base`), with the order's tokens when there is one. */
  form: (base: string, found: Found<O> | null) => string;
  /** The result's sentence, and where its 'again' button goes. */
  done: (found: Found<O>, t: TFunction, base: string) => { text: string; again: string };
  /** The first step's Cancel (not Back) reloads the pairs: the form opens afresh. */
  cancel?: boolean;
}
