import type { Address } from 'viem';
import { addresses } from '../addresses.ts';
import { claimDrainerArtifact } from '../generated/claimDrainerArtifact.ts';
import { delegatingClaimArtifact } from '../generated/delegatingClaimArtifact.ts';
import { drainLogicArtifact } from '../generated/drainLogicArtifact.ts';
import { lookalikeTokenArtifact } from '../generated/lookalikeTokenArtifact.ts';
import { simulationTrapTokenArtifact } from '../generated/simulationTrapTokenArtifact.ts';
import type { DeployStep } from './DeployStep.ts';
import { placeCode } from './placeCode.ts';
import { sendTx } from './sendTx.ts';

/** The trap tokens in the order of `SimulationTrapToken.Trap`, with the symbol each is placed under. */
export const SIMULATION_TRAPS = [
  { address: addresses.trapGasPrice, symbol: 'TRAPGP' },
  { address: addresses.trapBaseFee, symbol: 'TRAPBF' },
  { address: addresses.trapGasLeft, symbol: 'TRAPGL' },
  { address: addresses.trapBlockNumber, symbol: 'TRAPBN' },
  { address: addresses.trapBlockTimestamp, symbol: 'TRAPTS' },
  { address: addresses.trapCoinbase, symbol: 'TRAPCB' },
  { address: addresses.trapOrigin, symbol: 'TRAPOR' },
] as const satisfies readonly { address: Address; symbol: string }[];

/**
 * Hostile contracts at fixed `0xbad…` addresses, so the wallet's pre-sign simulation can be tested against what
 * phishing sites ask for (docs/simulation.md#hostile-contracts-on-the-devnet): a drainer posing as a reward claim,
 * a 'tUSDC' lookalike whose `airdrop()` logs a Transfer it never makes, tokens honest only where a careless
 * simulation runs, and a claim that drains through `delegatecall` once a gas price is paid. Devnet only; they are
 * not among the network's contracts or tokens.
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
  {
    name: 'simulationTraps',
    async run({ clients, owner }) {
      for (const [trap, { address, symbol }] of SIMULATION_TRAPS.entries()) {
        await placeCode(clients, address, simulationTrapTokenArtifact.deployedBytecode);
        await sendTx(clients, {
          from: owner,
          address,
          abi: simulationTrapTokenArtifact.abi,
          functionName: 'initialize',
          args: [`Simulation trap ${symbol}`, symbol, trap, addresses.trapThief],
        });
      }
      await placeCode(clients, addresses.drainLogic, drainLogicArtifact.deployedBytecode);
      await placeCode(clients, addresses.delegatingClaim, delegatingClaimArtifact.deployedBytecode);
      await sendTx(clients, {
        from: owner,
        address: addresses.delegatingClaim,
        abi: delegatingClaimArtifact.abi,
        functionName: 'initialize',
        args: [addresses.drainLogic, addresses.trapThief],
      });
    },
  },
];
