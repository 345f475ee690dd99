// @vitest-environment happy-dom
import { BRIDGE_MESSAGES } from '@fantom-wallet/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRuntimeConfig } from '../../../shared/network/useRuntimeConfig.ts';
import { renderWithUi } from '../../../shared/test/renderWithUi.tsx';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import { SendForm } from '../SendForm.tsx';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BRIDGE_URL = 'http://127.0.0.1:7777';
const devnet = {
  apiUrls: ['http://127.0.0.1:1'],
  contracts: { sfc: '0xFC00FACE00000000000000000000000000000000' as const },
};

/** Every request the form makes, by URL; the bridge answers its tokens, anything else fails (no network here). */
function serve() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    urls.push(url);
    if (url === `${BRIDGE_URL}/tokens`)
      return new Response(
        JSON.stringify({
          success: true,
          errMessage: '',
          status: 200,
          result: [
            {
              symbol: 'FTM',
              uuid: 'ftm-uuid',
              decimals: 18,
              fee: '50000000000000000000',
              minimum: '60000000000000000000',
              directions: ['OperaToEthereum', 'OperaToBinance'],
              opera_token: null,
            },
          ],
        }),
      );
    throw new TypeError('fetch failed');
  });
  return urls;
}

function renderForm() {
  renderWithUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SendForm from={FROM} token={null} draft={null} onContinue={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

beforeEach(() => {
  useSettingsStore.getState().setNetworkId(undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useRuntimeConfig.setState({ defaultNetwork: 'mainnet' }, true);
  useSettingsStore.getState().setNetworkId(undefined);
});

describe('bridge directions off the local network (docs/bridge.md#directions)', () => {
  it('mainnet: both bridge directions disabled with the line saying why; the bridge is never asked', async () => {
    const urls = serve();
    useRuntimeConfig.setState({ defaultNetwork: 'mainnet' }, true);
    renderForm();
    expect(screen.getByRole('status').textContent).toBe(BRIDGE_MESSAGES.noBridgeOnNetwork);
    expect(BRIDGE_MESSAGES.noBridgeOnNetwork).toBe(
      'Bridge transfers need the bridge of the local stack: mainnet and testnet have no bridge configured.',
    );
    expect(radio('Opera to Ethereum').disabled).toBe(true);
    expect(radio('Opera to BNB Chain').disabled).toBe(true);
    expect(radio('Opera to Opera')).toMatchObject({ disabled: false, checked: true });
    expect(urls.filter((u) => u.startsWith(BRIDGE_URL))).toEqual([]);
  });

  it('testnet chosen on a server that configures a bridge: still disabled with the same line, the bridge never asked', async () => {
    const urls = serve();
    useRuntimeConfig.setState({ defaultNetwork: 'devnet', devnet, bridge: { url: BRIDGE_URL } }, true);
    useSettingsStore.getState().setNetworkId('testnet');
    renderForm();
    expect(screen.getByRole('status').textContent).toBe(BRIDGE_MESSAGES.noBridgeOnNetwork);
    expect(radio('Opera to Ethereum').disabled).toBe(true);
    expect(radio('Opera to BNB Chain').disabled).toBe(true);
    expect(urls.filter((u) => u.startsWith(BRIDGE_URL))).toEqual([]);
  });

  it('the local devnet with its bridge: both directions offered once the bridge lists FTM, no line', async () => {
    serve();
    useRuntimeConfig.setState({ defaultNetwork: 'devnet', devnet, bridge: { url: BRIDGE_URL } }, true);
    renderForm();
    await waitFor(() => expect(radio('Opera to Ethereum').disabled).toBe(false));
    expect(radio('Opera to BNB Chain').disabled).toBe(false);
    expect(screen.queryByText(BRIDGE_MESSAGES.noBridgeOnNetwork)).toBeNull();
  });
});
