import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeTransport } from '../../../shared/test/fakeTransport.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { recheckInterruptedSends } from './recheckInterruptedSends.ts';
import { useInterruptedSends } from './useInterruptedSends.ts';

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const;
const hash = (byte: string) => `0x${byte.repeat(32)}`;

function record(h: string, state: 'pending' | 'success' | 'failed', nonce: number) {
  return { hash: h, nonce, to: TO, value: '1', submittedAt: 1, state, chainId: 4003, flow: 'send' as const };
}

beforeEach(() => {
  useSentTransactionsStore.getState().forget(FROM);
  useInterruptedSends.getState().dismiss();
});

describe('recheckInterruptedSends: what became of sends whose page was closed', () => {
  it('stores each outcome and tells the user about every interrupted send, settled or not', async () => {
    const store = useSentTransactionsStore.getState();
    store.record(FROM, record(hash('01'), 'success', 1));
    store.record(FROM, record(hash('02'), 'pending', 2));
    store.record(FROM, record(hash('03'), 'pending', 3));
    store.record(FROM, record(hash('04'), 'pending', 4));
    const answers: Record<string, unknown> = {
      [hash('02')]: { transaction: { status: '0x1' } },
      [hash('03')]: { transaction: { status: '0x0' } },
    };
    const transport = fakeTransport({
      transactionByHash: ({ hash: h }) => {
        if (h === hash('04')) throw apiError('upstream timeout');
        return answers[String(h)];
      },
    });
    const outcomes = await recheckInterruptedSends(transport, FROM.toLowerCase());
    expect(outcomes.map((o) => [o.hash, o.state])).toEqual([
      [hash('02'), 'success'],
      [hash('03'), 'failed'],
      [hash('04'), 'pending'],
    ]);
    expect(useInterruptedSends.getState().sends).toEqual(outcomes);
    expect(
      useSentTransactionsStore
        .getState()
        .transactionsOf(FROM)
        .map((r) => r.state),
    ).toEqual(['success', 'success', 'failed', 'pending']);
    // Only the pending ones were asked about.
    expect(transport.calls).toHaveLength(3);
  });

  it('says nothing when no send was interrupted', async () => {
    useSentTransactionsStore.getState().record(FROM, record(hash('05'), 'success', 5));
    const transport = fakeTransport({});
    expect(await recheckInterruptedSends(transport, FROM)).toEqual([]);
    expect(useInterruptedSends.getState().sends).toEqual([]);
    expect(transport.calls).toHaveLength(0);
  });
});
