// The public file of the API's fMint: collateral, debt, rewards; where fMint's parts live, which the simulation labels: what
// apiModules.ts and other areas may import (services/api/README.md#an-area). Nothing else of this folder is imported
// from outside it.
export { fmintModule } from './fmintModule.ts';
export { readFmintAddresses } from './readFmintAddresses.ts';
