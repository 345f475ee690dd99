// The public file of the API's governance: proposals, votes and delegations' weights: what
// apiModules.ts and other areas may import (services/api/README.md#an-area). Nothing else of this folder is imported
// from outside it.
export { governanceModule } from './governanceModule.ts';
