/** What the page half of the injected wallet is told when it starts. */
export interface InjectedPageConfig {
  /** The function the Node half exposes (Playwright exposeFunction): takes a JSON request, answers {result}|{error}. */
  binding: string;
  /** The page function the Node half calls to fire provider events. */
  emitter: string;
  info: { uuid: string; name: string; icon: string; rdns: string };
  /** Also set `window.ethereum` (a legacy wallet). */
  legacy: boolean;
  /** Also announce broken and hostile providers (a remote icon, missing info, no provider, null). */
  hostile: boolean;
  /** Announce through EIP-6963 at all (false: a legacy-only wallet). */
  announce: boolean;
}

/**
 * The page half of the injected wallet double, as an init script: an EIP-1193 provider whose every request goes
 * to the Node half and comes back as {result} or {error:{code,message}}; errors are rethrown as
 * `Object.assign(new Error(message), { code })`, so the EIP-1193 code reaches the wallet intact (a plain
 * exposeFunction rejection would keep only the message). It announces itself through EIP-6963 (and answers
 * each `eip6963:requestProvider`), optionally sets `window.ethereum`, and exposes an emitter for accountsChanged
 * and chainChanged.
 */
export function injectedPageScript(config: InjectedPageConfig): string {
  return `(${PAGE_MAIN})(${JSON.stringify(config)});`;
}

// Runs in the page, so it is plain JavaScript text: a bundler's helpers (e.g. esbuild's __name) never leak in.
const PAGE_MAIN = `function (config) {
  const listeners = new Map();
  const provider = {
    isMetaMask: config.info.rdns === 'io.metamask',
    async request(args) {
      if (!args || typeof args.method !== 'string')
        throw Object.assign(new Error('Invalid request'), { code: -32600 });
      const json = await window[config.binding](JSON.stringify({ method: args.method, params: args.params ?? [] }));
      const answer = JSON.parse(json);
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result;
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  window[config.emitter] = (event, payload) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
  };
  const details = [];
  if (config.announce) details.push(Object.freeze({ info: Object.freeze({ ...config.info }), provider }));
  if (config.hostile) {
    const refuse = {
      request: async () => { throw Object.assign(new Error('hostile wallet'), { code: 4001 }); },
      on: () => {},
      removeListener: () => {},
    };
    details.push(
      { info: { uuid: 'hostile-1', name: 'Remote Icon Wallet', icon: 'https://127.0.0.1:1/icon.png', rdns: 'test.hostile.remote' }, provider: refuse },
      { provider: refuse },
      { info: { uuid: 'hostile-3', name: 'No Provider', icon: config.info.icon, rdns: 'test.hostile.none' } },
      null,
    );
  }
  const announce = () => {
    for (const detail of details) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  if (config.legacy) window.ethereum = provider;
}`;
