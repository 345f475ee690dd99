import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bridgedTokenArtifact, waitForReceipt } from '@fantom-wallet/contracts';
import { startAnvil } from '@fantom-wallet/devnet';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { z } from 'zod';
import { bridgeTokens } from './bridgeTokens.ts';

/** The far chain's id: a local one, never Ethereum's 1, so nothing signed for it replays on a real network. */
export const farChainId = 31_338;

export const farChain = defineChain({
  id: farChainId,
  name: 'Local Ethereum (bridge)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
  testnet: true,
});

export interface FarChain {
  rpcUrl: string;
  pid: number;
  public: PublicClient;
  wallet: WalletClient;
  /** anvil's first account: deploys the tokens and is the only minter. */
  operator: Address;
  /** The bridged token on the far chain, by bridge token uuid. */
  tokens: Record<string, Address>;
  stop(): Promise<void>;
}

const deploymentSchema = z.object({
  chainId: z.literal(farChainId),
  operator: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  tokens: z.record(z.string(), z.string().regex(/^0x[0-9a-fA-F]{40}$/)),
});

/**
 * Starts the anvil standing in for Ethereum with its state under `dataDir` (like the devnet's), deploying the
 * bridged tokens on a fresh chain. An anvil left running by a killed bridge is stopped first (it saves its state
 * on SIGTERM), so two nodes never write one state file.
 */
export async function startFarChain(options: {
  dataDir: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<FarChain> {
  const stateFile = join(options.dataDir, 'far-state.json');
  const deploymentFile = join(options.dataDir, 'far-deployment.json');
  const pidFile = join(options.dataDir, 'far-anvil.pid');
  await stopLeftover(pidFile, stateFile);
  if (existsSync(stateFile) && !existsSync(deploymentFile)) rmSync(stateFile);

  const anvil = await startAnvil({
    chainId: farChainId,
    stateFile,
    stateIntervalSeconds: 1,
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.log ? { log: options.log } : {}),
  });
  writeFileSync(pidFile, String(anvil.pid));
  const stop = async () => {
    await anvil.stop();
    rmSync(pidFile, { force: true });
  };
  try {
    const transport = http(anvil.rpcUrl, { batch: false, retryCount: 0, timeout: 10_000 });
    const chain = { ...farChain, rpcUrls: { default: { http: [anvil.rpcUrl] } } };
    const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });
    const wallet = createWalletClient({ chain, transport, pollingInterval: 50 });
    const [operator] = await wallet.getAddresses();
    if (operator === undefined) throw new Error('the far chain has no unlocked account');
    let tokens: Record<string, Address>;
    if (existsSync(deploymentFile)) {
      tokens = deploymentSchema.parse(JSON.parse(readFileSync(deploymentFile, 'utf8'))).tokens as Record<
        string,
        Address
      >;
    } else {
      tokens = {};
      for (const token of bridgeTokens) {
        if (!token.directions.includes('OperaToEthereum')) continue;
        const hash = await wallet.deployContract({
          abi: bridgedTokenArtifact.abi,
          bytecode: bridgedTokenArtifact.bytecode,
          args: [token.name, token.symbol, token.decimals, operator],
          account: operator,
          chain,
        });
        const receipt = await waitForReceipt(publicClient, hash);
        if (!receipt.contractAddress) throw new Error(`deploying bridged ${token.symbol} failed`);
        tokens[token.uuid] = receipt.contractAddress;
      }
      writeFileSync(
        deploymentFile,
        `${JSON.stringify({ chainId: farChainId, operator, tokens }, null, 2)}\n`,
      );
    }
    return { rpcUrl: anvil.rpcUrl, pid: anvil.pid, public: publicClient, wallet, operator, tokens, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopLeftover(pidFile: string, stateFile: string): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 0 || !isOurAnvil(pid, stateFile)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && isAlive(pid)) await new Promise((r) => setTimeout(r, 25));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** Only a process that is an anvil on this very state file is ours to stop (a reused pid is left alone). */
function isOurAnvil(pid: number, stateFile: string): boolean {
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return commandLine.some((part) => part.endsWith('anvil')) && commandLine.includes(stateFile);
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
