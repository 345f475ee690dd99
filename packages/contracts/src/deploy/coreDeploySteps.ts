import { parseEther } from 'viem';
import { addresses } from '../addresses.ts';
import { raveNamesArtifact } from '../generated/raveNamesArtifact.ts';
import { sfcArtifact } from '../generated/sfcArtifact.ts';
import { sftmArtifact } from '../generated/sftmArtifact.ts';
import { stakerInfoArtifact } from '../generated/stakerInfoArtifact.ts';
import { stakeTokenizerArtifact } from '../generated/stakeTokenizerArtifact.ts';
import { testTokenArtifact } from '../generated/testTokenArtifact.ts';
import { wrappedFtmArtifact } from '../generated/wrappedFtmArtifact.ts';
import { testTokens } from '../testTokens.ts';
import type { DeployStep } from './DeployStep.ts';
import { placeCode } from './placeCode.ts';
import { sendTx } from './sendTx.ts';

// Rewards are paid from the SFC's balance instead of node-driver minting, so it starts with a large pool.
const sfcRewardPool = parseEther('10000000000');
const initialTotalSupply = parseEther('3175000000');
const raveNameFee = parseEther('1');

/**
 * The core contracts (packages/contracts/README.md), in dependency order. fMint, AMM and governance add steps
 * after these.
 */
export const coreDeploySteps: readonly DeployStep[] = [
  {
    name: 'sfc',
    async run({ clients, owner, contracts }) {
      await placeCode(clients, addresses.sfc, sfcArtifact.deployedBytecode);
      await clients.test.setBalance({ address: addresses.sfc, value: sfcRewardPool });
      await sendTx(clients, {
        from: owner,
        address: addresses.sfc,
        abi: sfcArtifact.abi,
        functionName: 'initialize',
        args: [owner, owner, initialTotalSupply],
      });
      contracts.sfc = addresses.sfc;
    },
  },
  {
    name: 'stakeTokenizer',
    async run({ clients, owner, contracts }) {
      await placeCode(clients, addresses.sftm, sftmArtifact.deployedBytecode);
      await placeCode(clients, addresses.stakeTokenizer, stakeTokenizerArtifact.deployedBytecode);
      const sftm = { from: owner, address: addresses.sftm, abi: sftmArtifact.abi } as const;
      await sendTx(clients, { ...sftm, functionName: 'initialize', args: [owner] });
      await sendTx(clients, { ...sftm, functionName: 'setMinter', args: [addresses.stakeTokenizer, true] });
      // The wallet's redeem step raises the tokenizer's allowance, so the tokenizer must be whitelisted.
      await sendTx(clients, {
        ...sftm,
        functionName: 'setWhitelisted',
        args: [addresses.stakeTokenizer, true],
      });
      await sendTx(clients, {
        from: owner,
        address: addresses.stakeTokenizer,
        abi: stakeTokenizerArtifact.abi,
        functionName: 'initialize',
        args: [owner, addresses.sfc, addresses.sftm],
      });
      await sendTx(clients, {
        from: owner,
        address: addresses.sfc,
        abi: sfcArtifact.abi,
        functionName: 'updateStakeTokenizerAddress',
        args: [addresses.stakeTokenizer],
      });
      contracts.sftm = addresses.sftm;
      contracts.stakeTokenizer = addresses.stakeTokenizer;
    },
  },
  {
    name: 'stakerInfo',
    async run({ clients, owner, contracts }) {
      await placeCode(clients, addresses.stakerInfo, stakerInfoArtifact.deployedBytecode);
      await sendTx(clients, {
        from: owner,
        address: addresses.stakerInfo,
        abi: stakerInfoArtifact.abi,
        functionName: 'initialize',
        args: [owner, addresses.sfc],
      });
      contracts.stakerInfo = addresses.stakerInfo;
    },
  },
  {
    name: 'wftm',
    async run({ clients, owner, contracts }) {
      await placeCode(clients, addresses.wftm, wrappedFtmArtifact.deployedBytecode);
      await sendTx(clients, {
        from: owner,
        address: addresses.wftm,
        abi: wrappedFtmArtifact.abi,
        functionName: 'initialize',
        args: [owner],
      });
      contracts.wftm = addresses.wftm;
    },
  },
  {
    name: 'testTokens',
    async run({ clients, owner }) {
      // Listed in the deployment's `tokens`, not among the network's contracts.
      for (const token of testTokens) {
        await placeCode(clients, token.address, testTokenArtifact.deployedBytecode);
        await sendTx(clients, {
          from: owner,
          address: token.address,
          abi: testTokenArtifact.abi,
          functionName: 'initialize',
          args: [owner, token.name, token.symbol, token.decimals],
        });
      }
    },
  },
  {
    name: 'nameRegistry',
    async run({ clients, owner, contracts }) {
      await placeCode(clients, addresses.nameRegistry, raveNamesArtifact.deployedBytecode);
      await sendTx(clients, {
        from: owner,
        address: addresses.nameRegistry,
        abi: raveNamesArtifact.abi,
        functionName: 'initialize',
        args: [owner, raveNameFee],
      });
      contracts.nameRegistry = addresses.nameRegistry;
    },
  },
];
