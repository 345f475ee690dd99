// A dApp built on viem, as the extension's e2e tests serve it (bundled with esbuild, run in the page): a wallet
// client over fWallet's provider, the one the test dapp found through EIP-6963 (window.fw), as viem's docs set one
// up for a browser wallet.
import {
  type Abi,
  type Address,
  createWalletClient,
  custom,
  defineChain,
  type EIP1193Provider,
  type Hex,
  type TypedDataDefinition,
} from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';

declare global {
  interface Window {
    fw: EIP1193Provider;
  }
  /** What the test calls in the page. */
  var viemDapp: typeof dapp;
}

const devnet = defineChain({
  id: 4003,
  name: 'Fantom devnet',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

const client = createWalletClient({
  chain: devnet,
  transport: custom({ request: (args) => window.fw.request(args) }),
  // The devnet mines at once: a receipt is there on the first poll or the next, a quarter of a second later.
  pollingInterval: 250,
});

async function account(): Promise<Address> {
  const [address] = await client.getAddresses();
  if (!address) throw new Error('the site has no account');
  return address;
}

const dapp = {
  signMessage: async (message: string) => client.signMessage({ account: await account(), message }),
  signTypedData: async (typedData: TypedDataDefinition) =>
    client.signTypedData({ account: await account(), ...typedData }),
  /** Sends FTM and waits for the receipt. */
  async sendTransaction(to: Address, value: bigint) {
    const hash = await client.sendTransaction({ account: await account(), to, value });
    const { status } = await waitForTransactionReceipt(client, { hash });
    return { hash, status };
  },
  /** Deploys `bytecode` with `args` and waits for the receipt. */
  async deployContract(abi: Abi, bytecode: Hex, args: readonly unknown[]) {
    const hash = await client.deployContract({ account: await account(), abi, bytecode, args });
    const { status, contractAddress } = await waitForTransactionReceipt(client, { hash });
    return { hash, status, contractAddress };
  },
};
globalThis.viemDapp = dapp;
