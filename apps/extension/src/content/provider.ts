// The provider's content script, in the page's own (MAIN) world (docs/extension.md#provider-in-the-page): announced
// with EIP-6963, and set as window.ethereum only when no other wallet set it.
import { PAGE_TO_RELAY, RELAY_TO_PAGE } from '../protocol/pageChannels.ts';
import { announceProvider } from './announceProvider.ts';
import { createProvider, sandboxedTransport } from './createProvider.ts';

const newId = () => crypto.randomUUID();
// An opaque origin (CSP `sandbox`): posting to the page's own origin is dropped, so the relay would never hear it.
const provider = createProvider(
  window.origin === 'null'
    ? sandboxedTransport(newId)
    : {
        post: (request) => window.postMessage({ target: PAGE_TO_RELAY, request }, window.location.origin),
        listen: (handler) =>
          window.addEventListener('message', (event: MessageEvent<unknown>) => {
            if (event.source !== window || event.origin !== window.location.origin) return;
            const data = event.data as { target?: unknown } | null;
            if (data?.target === RELAY_TO_PAGE) handler(data);
          }),
        newId,
      },
);

announceProvider(window, provider, crypto.randomUUID());

const global = window as unknown as { ethereum?: unknown };
if (global.ethereum === undefined) global.ethereum = provider;
