import { addresses } from '../addresses.ts';
import { claimDrainerArtifact } from '../generated/claimDrainerArtifact.ts';
import { lookalikeTokenArtifact } from '../generated/lookalikeTokenArtifact.ts';
import type { DeployStep } from './DeployStep.ts';
import { placeCode } from './placeCode.ts';
import { sendTx } from './sendTx.ts';

/**
 * Hostile contracts at fixed `0xbad…` addresses, so the wallet's pre-sign simulation can be tested against what
 * phishing sites ask for (docs/simulation.md): a drainer posing as a reward claim, and a 'tUSDC' lookalike whose
 * `airdrop()` logs a Transfer it never makes. Devnet only; they are not among the network's contracts or tokens.
 */
export const hostileDeploySteps: readonly DeployStep[] = [
  {
    name: 'hostileContracts',
    async run({ clients, owner }) {
      await placeCode(clients, addresses.claimDrainer, claimDrainerArtifact.deployedBytecode);
      await sendTx(clients, {
        from: owner,
        address: addresses.claimDrainer,
        abi: claimDrainerArtifact.abi,
        functionName: 'initialize',
        args: [addresses.drainerOwner],
      });
      await placeCode(clients, addresses.lookalikeUsdc, lookalikeTokenArtifact.deployedBytecode);
      await sendTx(clients, {
        from: owner,
        address: addresses.lookalikeUsdc,
        abi: lookalikeTokenArtifact.abi,
        functionName: 'initialize',
        args: [owner, 'Test USD Coin', 'tUSDC', 6],
      });
    },
  },
];
