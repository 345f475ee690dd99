import type { ApiModule } from './ApiModule.ts';
import { coreModule } from './core/coreModule.ts';
import { defiModule } from './defi/defiModule.ts';
import { governanceModule } from './governance/governanceModule.ts';
import { stakingModule } from './staking/stakingModule.ts';
import { tokensModule } from './tokens/tokensModule.ts';

/** Every area of the API, in indexing order (the chain module first: other rows reference its blocks). */
export const apiModules: readonly ApiModule[] = [
  coreModule,
  tokensModule,
  stakingModule,
  defiModule,
  governanceModule,
];
