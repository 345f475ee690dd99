import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDevChainClients,
  type DevChainClients,
  placeCode,
  sendTx,
  testTokenArtifact,
  testTokens,
  waitForReceipt,
} from '@fantom-wallet/contracts';
import { type AnvilInstance, startAnvil } from '@fantom-wallet/devnet';
import { type Address, createPublicClient, erc20Abi, http, parseEther } from 'viem';

export const ftmUuid = '5e0c6a35-3b6f-4c1e-9d0a-6f2f0b1c0f7a';
export const usdcUuid = '9b1d3f4e-7a2c-4d8b-8e6f-2c4a1b7d9e03';
export const ethRecipient = '0x8ba1f109551bD432803012645Ac136ddd64DBA72' as Address;
export const bnbRecipient = 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2';

export interface BridgeAnswer {
  httpStatus: number;
  success: boolean;
  result: unknown;
  errMessage: string;
  status: number;
}

/** One call of the bridge's HTTP API; `body` is sent as it is when it is a string. */
export async function call(
  url: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<BridgeAnswer> {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const json = (await response.json()) as Omit<BridgeAnswer, 'httpStatus'>;
  return { httpStatus: response.status, ...json };
}

/** A bare anvil as the Opera chain (chain id 4003) with the devnet's tUSDC placed at its address. */
export async function startOperaChain(): Promise<{
  anvil: AnvilInstance;
  clients: DevChainClients;
  owner: Address;
  usdc: Address;
}> {
  const anvil = await startAnvil({ accounts: 3 });
  const clients = createDevChainClients(anvil.rpcUrl);
  const [owner] = await clients.wallet.getAddresses();
  if (!owner) throw new Error('no account');
  const usdc = testTokens.find((t) => t.symbol === 'tUSDC');
  if (!usdc) throw new Error('no tUSDC');
  await placeCode(clients, usdc.address, testTokenArtifact.deployedBytecode);
  await sendTx(clients, {
    from: owner,
    address: usdc.address,
    abi: testTokenArtifact.abi,
    functionName: 'initialize',
    args: [owner, usdc.name, usdc.symbol, usdc.decimals],
  });
  await sendTx(clients, {
    from: owner,
    address: usdc.address,
    abi: testTokenArtifact.abi,
    functionName: 'mint',
    args: [owner, 1_000_000n * 10n ** 6n],
  });
  return { anvil, clients, owner, usdc: usdc.address };
}

/** Sends whole FTM to a deposit address and waits until it is mined. */
export async function depositFtm(clients: DevChainClients, from: Address, to: Address, ftm: string) {
  const hash = await clients.wallet.sendTransaction({
    account: from,
    to,
    value: parseEther(ftm),
    chain: clients.wallet.chain,
  });
  await waitForReceipt(clients.public, hash);
}

export async function farBalance(farRpcUrl: string, token: Address, owner: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(farRpcUrl) });
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}

const temporaryDirs: string[] = [];

/** A fresh data folder under the system's temporary folder; `removeTemporaryDataDirs` deletes them all. */
export const temporaryDataDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'bridge-test-'));
  temporaryDirs.push(dir);
  return dir;
};

/** Deletes every folder `temporaryDataDir` made (call it once the bridges using them have stopped). */
export function removeTemporaryDataDirs(): void {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The bridge as its own process (`src/cli.ts`), so a test can kill it outright. */
export async function spawnBridge(operaRpcUrl: string, dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      new URL('../src/cli.ts', import.meta.url).pathname,
      `--opera-rpc=${operaRpcUrl}`,
      `--data=${dataDir}`,
      '--port=0',
      '--far-port=0',
      '--test-mode',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const ready = await new Promise<{ url: string; farRpcUrl: string }>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('BRIDGE_READY '));
      if (line) resolve(JSON.parse(line.slice('BRIDGE_READY '.length)) as { url: string; farRpcUrl: string });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the bridge exited (${code}):\n${output}`)));
  });
  return { child, ...ready };
}
