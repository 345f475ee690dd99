import { coreDeploySteps } from './coreDeploySteps.ts';
import type { DeployStep } from './DeployStep.ts';
import { fmintDeploySteps } from './fmintDeploySteps.ts';
import { governanceDeploySteps } from './governanceDeploySteps.ts';
import { hostileDeploySteps } from './hostileDeploySteps.ts';
import { uniswapDeploySteps } from './uniswapDeploySteps.ts';

/**
 * Everything the devnet deploys, in order: each area appends its steps after the core contracts it builds on
 * (Uniswap needs WFTM as its WETH, fMint WFTM and sFTM, governance the SFC).
 */
export const devnetDeploySteps: readonly DeployStep[] = [
  ...coreDeploySteps,
  ...uniswapDeploySteps,
  ...fmintDeploySteps,
  ...governanceDeploySteps,
  ...hostileDeploySteps,
];
