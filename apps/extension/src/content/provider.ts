// The provider's content script, in the page's own (MAIN) world (docs/extension.md#provider-in-the-page): announced
// with EIP-6963, and set as window.ethereum only when no other wallet set it.
import { PAGE_TO_RELAY, RELAY_TO_PAGE } from '../protocol/pageChannels.ts';
import { announceProvider } from './announceProvider.ts';
import { createProvider } from './createProvider.ts';

const provider = createProvider({
  post: (request) => window.postMessage({ target: PAGE_TO_RELAY, request }, window.location.origin),
  listen: (handler) =>
    window.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (event.source !== window || event.origin !== window.location.origin) return;
      const data = event.data as { target?: unknown } | null;
      if (data?.target === RELAY_TO_PAGE) handler(data);
    }),
  newId: () => crypto.randomUUID(),
});

announceProvider(window, provider, crypto.randomUUID());

const global = window as unknown as { ethereum?: unknown };
if (global.ethereum === undefined) global.ethereum = provider;
