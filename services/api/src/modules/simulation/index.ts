// The public file of the API's pre-sign simulation (`fwalletSimulate`): what
// apiModules.ts and other areas may import (services/api/README.md#an-area). Nothing else of this folder is imported
// from outside it.
export { simulationModule } from './simulationModule.ts';
