// The public file of the API's staking: validators, delegations, rewards; a validator and a delegation's stake, which governance weighs votes by: what
// apiModules.ts and other areas may import (services/api/README.md#an-area). Nothing else of this folder is imported
// from outside it.

export { loadStaker } from './loadStaker.ts';
export { readStake } from './readStake.ts';
export { stakingModule } from './stakingModule.ts';
