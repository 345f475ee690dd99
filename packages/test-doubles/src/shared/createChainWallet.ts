import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  isAddress,
  isHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** The fields of an `eth_sendTransaction` a dapp may send (EIP-1193: quantities as hex). */
export interface RequestedTransaction {
  from?: string;
  to?: string;
  value?: string;
  data?: string;
  gas?: string;
  gasPrice?: string;
  nonce?: string;
}

/** An error an external wallet answers with: an EIP-1193 code and its message. */
export class WalletDoubleError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'WalletDoubleError';
  }
}

export interface ChainWallet {
  address: Address;
  chainId: number;
  /** Signs with the wallet's own key and broadcasts to the chain itself; the wallet picks the nonce. */
  sendTransaction(request: RequestedTransaction): Promise<Hash>;
  /** Every hash it broadcast, in order. */
  readonly sent: Hash[];
}

function quantity(value: string | undefined, name: string): bigint | undefined {
  if (value === undefined) return undefined;
  if (!isHex(value)) throw new WalletDoubleError(-32602, `${name} must be a hex quantity`);
  return BigInt(value);
}

/**
 * The key an external-wallet double holds: a fresh private key (never shared with the wallet under test) that
 * signs what the dapp asks and sends it to the local chain, as a phone or the Coinbase popup would.
 */
export function createChainWallet(options: {
  rpcUrl: string;
  chainId: number;
  privateKey?: Hex;
}): ChainWallet {
  const account = privateKeyToAccount(options.privateKey ?? generatePrivateKey());
  const chain = defineChain({
    id: options.chainId,
    name: `local ${options.chainId}`,
    nativeCurrency: { name: 'FTM', symbol: 'FTM', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  const transport = http(options.rpcUrl);
  const wallet = createWalletClient({ account, chain, transport });
  const sent: Hash[] = [];
  return {
    address: account.address,
    chainId: options.chainId,
    sent,
    async sendTransaction(request) {
      if (request.from !== undefined && request.from.toLowerCase() !== account.address.toLowerCase())
        throw new WalletDoubleError(4100, `The requested account ${request.from} is not authorized`);
      if (request.to !== undefined && !isAddress(request.to))
        throw new WalletDoubleError(-32602, 'to must be an address');
      if (request.data !== undefined && !isHex(request.data))
        throw new WalletDoubleError(-32602, 'data must be hex');
      const gas = quantity(request.gas, 'gas');
      const gasPrice = quantity(request.gasPrice, 'gasPrice');
      const value = quantity(request.value, 'value');
      const hash = await wallet.sendTransaction({
        ...(request.to === undefined ? {} : { to: request.to as Address }),
        ...(request.data === undefined ? {} : { data: request.data as Hex }),
        ...(value === undefined ? {} : { value }),
        ...(gas === undefined ? {} : { gas }),
        ...(gasPrice === undefined ? {} : { gasPrice }),
      });
      sent.push(hash);
      return hash;
    },
  };
}

/** Funds `address` from the local devnet's faucet (test FTM and test tokens). */
export async function fundFromFaucet(faucetUrl: string, address: Address, ftm?: number): Promise<void> {
  const response = await fetch(faucetUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ftm === undefined ? { address } : { address, amount: ftm }),
  });
  if (!response.ok) throw new Error(`faucet answered ${response.status}: ${await response.text()}`);
}

/** A read-only client of the same chain, for tests that check receipts. */
export function chainReader(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl) });
}
