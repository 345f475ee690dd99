// A dApp built on wagmi, as the extension's e2e tests serve it (bundled with esbuild, run in the page): its
// injected() connector talks to fWallet's provider, the one the test dapp found through EIP-6963 (window.fw).
import {
  connect,
  createConfig,
  disconnect,
  getAccount,
  injected,
  signMessage,
  switchChain,
} from '@wagmi/core';
import { custom, defineChain, type EIP1193Provider } from 'viem';
import { fantom } from 'viem/chains';

declare global {
  interface Window {
    fw: EIP1193Provider;
  }
  /** What the test calls in the page. */
  var wagmiDapp: typeof dapp;
}

const devnet = defineChain({
  id: 4003,
  name: 'Fantom devnet',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

const config = createConfig({
  chains: [devnet, fantom],
  connectors: [injected({ target: () => ({ id: 'fwallet', name: 'fWallet', provider: window.fw }) })],
  transports: {
    [devnet.id]: custom({ request: (args) => window.fw.request(args) }),
    [fantom.id]: custom({ request: (args) => window.fw.request(args) }),
  },
  storage: null,
  multiInjectedProviderDiscovery: false,
});

const dapp = {
  async connect() {
    const [connector] = config.connectors;
    if (!connector) throw new Error('no connector');
    const { accounts, chainId } = await connect(config, { connector });
    return { accounts: [...accounts], chainId };
  },
  async switchChain(chainId: 4003 | 250) {
    return (await switchChain(config, { chainId })).id;
  },
  chainId: () => getAccount(config).chainId,
  signMessage: (message: string) => signMessage(config, { message }),
  disconnect: () => disconnect(config),
};
globalThis.wagmiDapp = dapp;
