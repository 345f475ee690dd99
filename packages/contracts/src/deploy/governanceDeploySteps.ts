import { addresses } from '../addresses.ts';
import { governanceArtifact } from '../generated/governanceArtifact.ts';
import { sfcGovernableArtifact } from '../generated/sfcGovernableArtifact.ts';
import type { DeployStep } from './DeployStep.ts';
import { placeCode } from './placeCode.ts';
import { sendTx } from './sendTx.ts';

/**
 * Governance (packages/contracts/README.md#governance) at its mainnet address, weighing votes through the
 * governable adapter (also at its mainnet address) over the SFC's stakes. Proposals are the seed's. Needs the
 * SFC (coreDeploySteps) first.
 */
export const governanceDeploySteps: readonly DeployStep[] = [
  {
    name: 'governance',
    async run({ clients, owner, contracts }) {
      if (contracts.sfc === undefined) throw new Error('governance needs the SFC: run coreDeploySteps first');
      await placeCode(clients, addresses.governable, sfcGovernableArtifact.deployedBytecode);
      await sendTx(clients, {
        from: owner,
        address: addresses.governable,
        abi: sfcGovernableArtifact.abi,
        functionName: 'initialize',
        args: [owner, contracts.sfc],
      });
      await placeCode(clients, addresses.governance, governanceArtifact.deployedBytecode);
      await sendTx(clients, {
        from: owner,
        address: addresses.governance,
        abi: governanceArtifact.abi,
        functionName: 'initialize',
        args: [owner, addresses.governable],
      });
      contracts.governable = addresses.governable;
      contracts.governance = addresses.governance;
    },
  },
];
