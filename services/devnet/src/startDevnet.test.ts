import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addresses,
  createDevChainClients,
  raveNamesArtifact,
  sfcArtifact,
  stakerInfoArtifact,
  stakeTokenizerArtifact,
  testTokenArtifact,
} from '@fantom-wallet/contracts';
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Devnet } from './startDevnet.ts';
import { startDevnet } from './startDevnet.ts';

const SFC = { address: addresses.sfc, abi: sfcArtifact.abi } as const;
let devnet: Devnet;
let dataDir: string;
let clients: ReturnType<typeof createDevChainClients>;

function account(role: string): Address {
  const a = devnet.deployment.accounts.find((x) => x.role === role);
  if (a === undefined) throw new Error(`no ${role}`);
  return a.address;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'devnet-test-'));
  devnet = await startDevnet({ dataDir, epochIntervalMs: 0 });
  clients = createDevChainClients(devnet.rpcUrl);
});
afterAll(async () => {
  await devnet?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('deploy and seed from scratch', () => {
  it('runs chain id 4003 with the SFC at its canonical address', async () => {
    expect(await clients.public.getChainId()).toBe(4003);
    expect(devnet.deployment.contracts.sfc).toBe('0xFC00FACE00000000000000000000000000000000');
    expect(await clients.public.readContract({ ...SFC, functionName: 'minSelfStake' })).toBe(
      parseEther('500000'),
    );
  });

  it('has ≥ 8 validators with metadata, including offline, cheater, at-limit and zero-stake ones', async () => {
    const last = await clients.public.readContract({ ...SFC, functionName: 'lastValidatorID' });
    expect(last).toBeGreaterThanOrEqual(8n);
    const selfStakes = new Set<bigint>();
    for (const v of devnet.deployment.validators) {
      const id = BigInt(v.id);
      const [status, , , received] = await clients.public.readContract({
        ...SFC,
        functionName: 'getValidator',
        args: [id],
      });
      const self = await clients.public.readContract({ ...SFC, functionName: 'getSelfStake', args: [id] });
      selfStakes.add(self);
      if (v.role === 'offline') expect(status).toBe(8n);
      if (v.role === 'cheater') expect(status).toBe(128n);
      if (v.role === 'zeroStake') expect(received).toBe(0n);
      if (v.role === 'atLimit') expect(received).toBe(self * 16n);
      const url = await clients.public.readContract({
        address: addresses.stakerInfo,
        abi: stakerInfoArtifact.abi,
        functionName: 'getInfo',
        args: [id],
      });
      const json = JSON.parse(Buffer.from(url.split(',')[1] ?? '', 'base64').toString()) as {
        name: string;
        logoUrl: string;
      };
      expect(json.name).toBe(v.name);
      expect(json.logoUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    expect(selfStakes.size).toBeGreaterThanOrEqual(7);
    const lockups = await Promise.all(
      devnet.deployment.validators.map((v) =>
        clients.public.readContract({ ...SFC, functionName: 'getLockupInfo', args: [v.auth, BigInt(v.id)] }),
      ),
    );
    expect(new Set(lockups.map(([, , , duration]) => duration)).size).toBeGreaterThanOrEqual(5);
    const served = await (await fetch(`${devnet.faucetUrl}/validators/1.json`)).json();
    expect(served).toMatchObject({ name: devnet.deployment.validators[0]?.name });
  });

  it('gives development accounts delegations, a lock, a pending withdrawal, sFTM, tokens, names and history', async () => {
    const alice = account('alice');
    const bob = account('bob');
    expect(await clients.public.readContract({ ...SFC, functionName: 'getStake', args: [alice, 1n] })).toBe(
      parseEther('5000'),
    );
    expect(await clients.public.readContract({ ...SFC, functionName: 'isLockedUp', args: [alice, 1n] })).toBe(
      true,
    );
    expect(
      await clients.public.readContract({ ...SFC, functionName: 'pendingRewards', args: [alice, 1n] }),
    ).toBeGreaterThan(0n);
    const [epoch, , amount] = await clients.public.readContract({
      ...SFC,
      functionName: 'getWithdrawalRequest',
      args: [alice, 4n, 1n],
    });
    expect(epoch).toBeGreaterThan(0n);
    expect(amount).toBe(parseEther('400'));
    expect(
      await clients.public.readContract({
        address: addresses.stakeTokenizer,
        abi: stakeTokenizerArtifact.abi,
        functionName: 'outstandingSFTM',
        args: [bob, 3n],
      }),
    ).toBe(parseEther('4000'));
    for (const token of devnet.deployment.tokens) {
      const balance = await clients.public.readContract({
        address: token.address,
        abi: testTokenArtifact.abi,
        functionName: 'balanceOf',
        args: [alice],
      });
      expect(balance).toBeGreaterThan(0n);
    }
    expect(
      await clients.public.readContract({
        address: addresses.nameRegistry,
        abi: raveNamesArtifact.abi,
        functionName: 'getOwnerOfName',
        args: ['alice.ftm'],
      }),
    ).toBe(alice);
    expect(await clients.public.getTransactionCount({ address: alice })).toBeGreaterThanOrEqual(12);
  });
});

describe('faucet and time travel', () => {
  it('funds a fresh address with FTM and tokens', async () => {
    const fresh = '0x00000000000000000000000000000000DeaDBeef' as Address;
    const response = await fetch(`${devnet.faucetUrl}/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: fresh, amount: '25' }),
    });
    expect(response.status).toBe(200);
    expect(await clients.public.getBalance({ address: fresh })).toBe(parseEther('25'));
    const usdc = devnet.deployment.tokens.find((t) => t.decimals === 6);
    if (usdc === undefined) throw new Error('no 6-decimals token');
    expect(
      await clients.public.readContract({
        address: usdc.address,
        abi: testTokenArtifact.abi,
        functionName: 'balanceOf',
        args: [fresh],
      }),
    ).toBe(1000n * 10n ** 6n);
    const bad = await fetch(`${devnet.faucetUrl}/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: 'nope' }),
    });
    expect(bad.status).toBe(400);
  });

  it('time travel makes the seeded withdraw request withdrawable', async () => {
    const alice = account('alice');
    await expect(
      clients.public.simulateContract({ ...SFC, account: alice, functionName: 'withdraw', args: [4n, 1n] }),
    ).rejects.toThrow('not enough time passed');
    const response = await fetch(`${devnet.faucetUrl}/time-travel`, {
      method: 'POST',
      body: JSON.stringify({ days: 7 }),
    });
    expect(response.status).toBe(200);
    await clients.public.simulateContract({
      ...SFC,
      account: alice,
      functionName: 'withdraw',
      args: [4n, 1n],
    });
  });
});
