// A dApp built on ethers v6, as the extension's e2e tests serve it (bundled with esbuild, run in the page): a
// BrowserProvider over fWallet's provider, the one the test dapp found through EIP-6963 (window.fw), and its signer.
import {
  BrowserProvider,
  ContractFactory,
  type Eip1193Provider,
  type InterfaceAbi,
  type JsonRpcSigner,
  type TypedDataDomain,
  type TypedDataField,
} from 'ethers';

declare global {
  /** What the test calls in the page. */
  var ethersDapp: typeof dapp;
}

async function signer(): Promise<JsonRpcSigner> {
  const fw = (window as unknown as { fw: Eip1193Provider }).fw;
  // The devnet mines at once: waiting polls every quarter of a second, not ethers' default 4 s.
  return new BrowserProvider(fw, undefined, { pollingInterval: 250 }).getSigner();
}

const dapp = {
  signMessage: async (message: string) => (await signer()).signMessage(message),
  signTypedData: async (
    domain: TypedDataDomain,
    types: Record<string, TypedDataField[]>,
    value: Record<string, unknown>,
  ) => (await signer()).signTypedData(domain, types, value),
  /** Sends FTM and waits for the receipt (`wait()`). */
  async sendTransaction(to: string, value: bigint) {
    const sent = await (await signer()).sendTransaction({ to, value });
    const receipt = await sent.wait();
    return { hash: sent.hash, status: receipt?.status };
  },
  /** Deploys with a ContractFactory and waits for it (`waitForDeployment()`). */
  async deploy(abi: InterfaceAbi, bytecode: string, args: unknown[]) {
    const contract = await new ContractFactory(abi, bytecode, await signer()).deploy(...args);
    await contract.waitForDeployment();
    return { address: await contract.getAddress(), hash: contract.deploymentTransaction()?.hash };
  },
};
globalThis.ethersDapp = dapp;
