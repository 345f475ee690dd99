import {
  type Deployment,
  type DevChainClients,
  sendTx,
  testTokenArtifact,
  waitForReceipt,
} from '@fantom-wallet/contracts';
import { type Address, type Hash, parseEther, parseUnits } from 'viem';

export const maxFaucetFtm = parseEther('1000000');

/** Faucet payout: test FTM from the faucet account plus freshly minted test tokens (minted by the owner). */
export async function fundAddress(
  clients: DevChainClients,
  deployment: Deployment,
  to: Address,
  ftm: bigint = parseEther('1000'),
): Promise<{ ftm: bigint; hashes: Hash[] }> {
  if (ftm <= 0n || ftm > maxFaucetFtm) throw new RangeError('amount must be between 0 and 1,000,000 FTM');
  const hashes: Hash[] = [];
  const hash = await clients.wallet.sendTransaction({ account: deployment.faucet, to, value: ftm });
  await waitForReceipt(clients.public, hash);
  hashes.push(hash);
  for (const token of deployment.tokens) {
    const amount = parseUnits(token.symbol === 'tBTC' ? '0.1' : '1000', token.decimals);
    hashes.push(
      await sendTx(clients, {
        address: token.address,
        abi: testTokenArtifact.abi,
        from: deployment.owner,
        functionName: 'mint',
        args: [to, amount],
      }),
    );
  }
  return { ftm, hashes };
}
