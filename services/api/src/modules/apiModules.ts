import type { ApiModule } from './ApiModule.ts';
import { approvalsModule } from './approvals/index.ts';
import { coreModule } from './core/index.ts';
import { fmintModule } from './fmint/index.ts';
import { governanceModule } from './governance/index.ts';
import { simulationModule } from './simulation/index.ts';
import { stakingModule } from './staking/index.ts';
import { tokensModule } from './tokens/index.ts';
import { uniswapModule } from './uniswap/index.ts';

/**
 * Every area of the API, in the order their migrations run and their indexer parts write: core first, since the
 * other areas' tables reference its blocks. Adding an area is a new folder under `modules/` plus one line here.
 */
export const apiModules: readonly ApiModule[] = [
  coreModule,
  tokensModule,
  stakingModule,
  fmintModule,
  uniswapModule,
  governanceModule,
  simulationModule,
  approvalsModule,
];
