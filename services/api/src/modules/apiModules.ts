import type { ApiModule } from './ApiModule.ts';
import { coreModule } from './core/coreModule.ts';
import { fmintModule } from './fmint/fmintModule.ts';
import { governanceModule } from './governance/governanceModule.ts';
import { simulationModule } from './simulation/simulationModule.ts';
import { stakingModule } from './staking/stakingModule.ts';
import { tokensModule } from './tokens/tokensModule.ts';
import { uniswapModule } from './uniswap/uniswapModule.ts';

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
];
