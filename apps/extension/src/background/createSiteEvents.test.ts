import type { RuntimeConfig } from '@fantom-wallet/wallet/network';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryArea } from '../test/createMemoryArea.ts';
import { createSiteEvents } from './createSiteEvents.ts';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SITE = 'https://dapp.example';
const OTHER = 'https://other.example';
const runtime: RuntimeConfig = {
  defaultNetwork: 'devnet',
  devnet: {
    apiUrls: ['http://127.0.0.1:4100/graphql'],
    contracts: { sfc: '0xFC00FACE00000000000000000000000000000000' },
  },
};
const accounts = (sites: string[]) =>
  JSON.stringify({
    state: { accounts: [{ address: ALICE, type: 'keystore', sites }], activeIndex: 0 },
    version: 2,
  });
const settings = (networkId?: string) =>
  JSON.stringify({ state: networkId ? { networkId } : {}, version: 1 });

function setup() {
  const send = vi.fn(async (_tab: number, _document: string, _message: unknown) => undefined);
  const events = createSiteEvents({ session: createMemoryArea(), runtimeConfig: async () => runtime, send });
  return { events, send };
}

describe('sites hear what changed (docs/extension.md#provider-in-the-page)', () => {
  it("tells a site's documents its new accounts, and only the sites whose accounts changed", async () => {
    const { events, send } = setup();
    await events.remember(1, SITE, 'DOC-1');
    await events.remember(2, OTHER, 'DOC-2');
    await events.changed({ 'fwallet.accounts': { oldValue: accounts([SITE]), newValue: accounts([]) } });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(1, 'DOC-1', {
      channel: 'fwallet-event',
      origin: SITE,
      payload: { event: 'accountsChanged', data: [] },
    });
    await events.changed({ 'fwallet.accounts': { oldValue: accounts([]), newValue: accounts([OTHER]) } });
    expect(send).toHaveBeenLastCalledWith(2, 'DOC-2', {
      channel: 'fwallet-event',
      origin: OTHER,
      payload: { event: 'accountsChanged', data: [ALICE] },
    });
  });

  it('tells every document the new chain when the active network changes, nothing when it stays', async () => {
    const { events, send } = setup();
    await events.remember(1, SITE, 'DOC-1');
    await events.changed({ 'fwallet.settings': { oldValue: settings(), newValue: settings('devnet') } });
    expect(send).not.toHaveBeenCalled();
    await events.changed({ 'fwallet.settings': { oldValue: settings(), newValue: settings('mainnet') } });
    expect(send).toHaveBeenCalledWith(1, 'DOC-1', {
      channel: 'fwallet-event',
      origin: SITE,
      payload: { event: 'chainChanged', data: '0xfa' },
    });
  });

  it('forgets closed tabs, and a document that cannot be reached does not stop the others', async () => {
    const { events, send } = setup();
    await events.remember(1, SITE, 'DOC-1');
    await events.remember(2, SITE, 'DOC-2');
    await events.remember(3, SITE, 'DOC-3');
    await events.forget(3);
    send.mockRejectedValueOnce(new Error('no receiving end'));
    await events.changed({ 'fwallet.accounts': { oldValue: accounts([SITE]), newValue: accounts([]) } });
    expect(send.mock.calls.map(([tab]) => tab)).toEqual([1, 2]);
  });

  it('a tab that went back to a never-approved page gets nothing of the approved site it left', async () => {
    const { events, send } = setup();
    // Hostile page → link to the approved dApp (which talks to the extension) → Back to the hostile page.
    await events.remember(7, SITE, 'DAPP-DOC');
    await events.changed({ 'fwallet.accounts': { oldValue: accounts([SITE]), newValue: accounts([]) } });
    // Events go to the dApp's document by its id, never to whatever tab 7 shows now, and name their origin.
    expect(send.mock.calls).toEqual([
      [
        7,
        'DAPP-DOC',
        { channel: 'fwallet-event', origin: SITE, payload: { event: 'accountsChanged', data: [] } },
      ],
    ]);
    // The hostile page speaks later: its own document is remembered next to the dApp's, each hears its own.
    await events.remember(7, OTHER, 'HOSTILE-DOC');
    send.mockClear();
    await events.changed({ 'fwallet.accounts': { oldValue: accounts([]), newValue: accounts([SITE]) } });
    expect(send.mock.calls.map(([tab, document]) => [tab, document])).toEqual([[7, 'DAPP-DOC']]);
  });

  it('keeps the last 8 documents of a tab', async () => {
    const { events, send } = setup();
    for (let i = 0; i < 10; i++) await events.remember(1, SITE, `DOC-${i}`);
    await events.changed({ 'fwallet.settings': { oldValue: settings(), newValue: settings('mainnet') } });
    expect(send.mock.calls.map(([, document]) => document)).toEqual(
      Array.from({ length: 8 }, (_, i) => `DOC-${i + 2}`),
    );
  });
});
