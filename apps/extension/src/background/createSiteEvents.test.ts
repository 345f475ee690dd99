import type { RuntimeConfig } from '@fantom-wallet/wallet/src/shared/network/RuntimeConfig.ts';
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
  const send = vi.fn(async (_tab: number, _message: unknown) => undefined);
  const events = createSiteEvents({ session: createMemoryArea(), runtimeConfig: async () => runtime, send });
  return { events, send };
}

describe('sites hear what changed (docs/extension.md#provider-in-the-page)', () => {
  it("tells a site's tabs its new accounts, and only the sites whose accounts changed", async () => {
    const { events, send } = setup();
    await events.remember(1, SITE);
    await events.remember(2, OTHER);
    await events.changed({ 'fwallet.accounts': { oldValue: accounts([SITE]), newValue: accounts([]) } });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(1, {
      channel: 'fwallet-event',
      payload: { event: 'accountsChanged', data: [] },
    });
    await events.changed({ 'fwallet.accounts': { oldValue: accounts([]), newValue: accounts([OTHER]) } });
    expect(send).toHaveBeenLastCalledWith(2, {
      channel: 'fwallet-event',
      payload: { event: 'accountsChanged', data: [ALICE] },
    });
  });

  it('tells every tab the new chain when the active network changes, nothing when it stays', async () => {
    const { events, send } = setup();
    await events.remember(1, SITE);
    await events.changed({ 'fwallet.settings': { oldValue: settings(), newValue: settings('devnet') } });
    expect(send).not.toHaveBeenCalled();
    await events.changed({ 'fwallet.settings': { oldValue: settings(), newValue: settings('mainnet') } });
    expect(send).toHaveBeenCalledWith(1, {
      channel: 'fwallet-event',
      payload: { event: 'chainChanged', data: '0xfa' },
    });
  });

  it('forgets closed tabs, and a tab that cannot be reached does not stop the others', async () => {
    const { events, send } = setup();
    await events.remember(1, SITE);
    await events.remember(2, SITE);
    await events.remember(3, SITE);
    await events.forget(3);
    send.mockRejectedValueOnce(new Error('no receiving end'));
    await events.changed({ 'fwallet.accounts': { oldValue: accounts([SITE]), newValue: accounts([]) } });
    expect(send.mock.calls.map(([tab]) => tab)).toEqual([1, 2]);
  });
});
