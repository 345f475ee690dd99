// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Eip1193Provider } from '../external/Eip1193Provider.ts';
import {
  discoverInjectedWallets,
  findInjectedProvider,
  MULTIPLE_WALLETS_LOG,
} from './discoverInjectedWallets.ts';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

function provider(): Eip1193Provider {
  return { request: async () => null, on: () => {}, removeListener: () => {} };
}

const announced: Array<() => void> = [];

/** A wallet answering EIP-6963 requests with `detail`, as an extension's content script does. */
function announce(detail: unknown) {
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', send);
  announced.push(() => window.removeEventListener('eip6963:requestProvider', send));
}

afterEach(() => {
  for (const stop of announced.splice(0)) stop();
  delete (window as { ethereum?: unknown }).ethereum;
  vi.restoreAllMocks();
});

const noWait = async () => {};

describe('injected wallet discovery (docs/external-wallets.md#injected)', () => {
  it('finds nothing when no wallet is installed', async () => {
    expect(await discoverInjectedWallets(noWait)).toEqual([]);
  });

  it('lists every announced wallet with name, rdns and data: icon; the legacy one when it is another', async () => {
    const metamask = provider();
    const rabby = provider();
    announce({ info: { name: 'MetaMask', rdns: 'io.metamask', icon: ICON, uuid: '1' }, provider: metamask });
    announce({ info: { name: 'Rabby', rdns: 'io.rabby', icon: ICON, uuid: '2' }, provider: rabby });
    (window as { ethereum?: unknown }).ethereum = metamask;
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const wallets = await discoverInjectedWallets(noWait);
    expect(wallets.map((w) => [w.name, w.rdns, w.icon])).toEqual([
      ['MetaMask', 'io.metamask', ICON],
      ['Rabby', 'io.rabby', ICON],
    ]);
    expect(log).not.toHaveBeenCalled();
    expect(await findInjectedProvider('io.rabby')).toBe(rabby);
  });

  it('drops icons that are not data:image URIs and announcements with missing fields, without throwing', async () => {
    announce({
      info: { name: 'Remote icon', rdns: 'com.remote', icon: 'https://evil.example/i.png', uuid: '3' },
      provider: provider(),
    });
    announce({
      info: { name: 'Script icon', rdns: 'com.script', icon: 'javascript:alert(1)', uuid: '4' },
      provider: provider(),
    });
    announce({ provider: provider() });
    announce({ info: { name: 'No provider', rdns: 'com.none', icon: ICON, uuid: '5' } });
    announce({ info: { name: '', rdns: 'com.noname', icon: ICON, uuid: '6' }, provider: provider() });
    announce({ info: { name: 'Bad rdns', rdns: '<img>', icon: ICON, uuid: '7' }, provider: provider() });
    announce(null);
    const wallets = await discoverInjectedWallets(noWait);
    expect(wallets.map((w) => [w.name, w.icon])).toEqual([
      ['Remote icon', undefined],
      ['Script icon', undefined],
    ]);
  });

  it('keeps the first announcement of an rdns (a later one cannot shadow it)', async () => {
    const first = provider();
    announce({ info: { name: 'MetaMask', rdns: 'io.metamask', icon: ICON, uuid: '1' }, provider: first });
    announce({
      info: { name: 'MetaMask', rdns: 'io.metamask', icon: ICON, uuid: '9' },
      provider: provider(),
    });
    const wallets = await discoverInjectedWallets(noWait);
    expect(wallets).toHaveLength(1);
    expect(wallets[0]?.provider).toBe(first);
  });

  it('adds the legacy window.ethereum and logs when it disagrees with the announced wallets', async () => {
    announce({
      info: { name: 'MetaMask', rdns: 'io.metamask', icon: ICON, uuid: '1' },
      provider: provider(),
    });
    const legacy = provider();
    (window as { ethereum?: unknown }).ethereum = legacy;
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const wallets = await discoverInjectedWallets(noWait);
    expect(wallets.map((w) => w.name)).toEqual(['MetaMask', 'Browser wallet']);
    expect(log).toHaveBeenCalledWith(MULTIPLE_WALLETS_LOG);
    expect(MULTIPLE_WALLETS_LOG).toBe('Do you have multiple wallets installed?');
    expect(await findInjectedProvider(undefined)).toBe(legacy);
  });

  it('a legacy-only wallet is found without a log', async () => {
    (window as { ethereum?: unknown }).ethereum = provider();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect((await discoverInjectedWallets(noWait)).map((w) => w.rdns)).toEqual([undefined]);
    expect(log).not.toHaveBeenCalled();
  });
});
