import { type Address, maxUint256, parseEther } from 'viem';
import { addresses } from '../src/addresses.ts';
import { uniswapDeploySteps } from '../src/deploy/uniswapDeploySteps.ts';
import { waitForReceipt } from '../src/deploy/waitForReceipt.ts';
import { testTokenArtifact } from '../src/generated/testTokenArtifact.ts';
import { wrappedFtmArtifact } from '../src/generated/wrappedFtmArtifact.ts';
import { startTestChain, type TestChain } from './startTestChain.ts';

export const FACTORY = addresses.uniswapFactory;
export const ROUTER = addresses.uniswapRouter;
export const WFTM = addresses.wftm;
export const USDC = addresses.tokenUsdc;
export const DEADLINE = 2n ** 40n;

/** A test chain with the core contracts and Uniswap placed, as the devnet's deploy steps do. */
export async function startUniswapChain(): Promise<TestChain> {
  const chain = await startTestChain();
  try {
    const contracts = { ...chain.contracts };
    for (const step of uniswapDeploySteps)
      await step.run({ clients: chain.clients, owner: chain.owner, contracts });
    chain.contracts = { ...chain.contracts, ...contracts };
    await chain.rebase();
    return chain;
  } catch (error) {
    await chain.stop();
    throw error;
  }
}

/** Gives `who` wrapped FTM and tUSDC and lets the router spend both without limit. */
export async function fundTrader(chain: TestChain, who: Address, wftm: bigint, usdc: bigint): Promise<void> {
  const { wallet, public: reader } = chain.clients;
  const send = async (hash: `0x${string}`) => {
    const receipt = await waitForReceipt(reader, hash);
    if (receipt.status !== 'success') throw new Error(`funding transaction ${hash} reverted`);
  };
  await chain.clients.test.setBalance({ address: who, value: wftm + parseEther('1000') });
  await send(
    await wallet.writeContract({
      address: WFTM,
      abi: wrappedFtmArtifact.abi,
      functionName: 'deposit',
      value: wftm,
      account: who,
      chain: wallet.chain,
    }),
  );
  await send(
    await wallet.writeContract({
      address: USDC,
      abi: testTokenArtifact.abi,
      functionName: 'mint',
      args: [who, usdc],
      account: chain.owner,
      chain: wallet.chain,
    }),
  );
  for (const token of [WFTM, USDC]) {
    await send(
      await wallet.writeContract({
        address: token,
        abi: testTokenArtifact.abi,
        functionName: 'approve',
        args: [ROUTER, maxUint256],
        account: who,
        chain: wallet.chain,
      }),
    );
  }
}
