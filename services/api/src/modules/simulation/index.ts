// The public file of the API's pre-sign simulation (`fwalletSimulate`), with the contract labels and token texts
// the approvals area shows too: what apiModules.ts and other areas may import (services/api/README.md#an-area).
// Nothing else of this folder is imported from outside it.
export { contractLabels } from './contractLabels.ts';
export { readTokenInfo } from './readTokenInfo.ts';
export { simulationModule } from './simulationModule.ts';
export type { TokenInfo } from './TokenInfo.ts';
