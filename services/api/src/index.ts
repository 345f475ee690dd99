export type { ApiContracts } from './config/ApiContracts.ts';
export { apiContractsFromDeployment } from './config/apiContractsFromDeployment.ts';
export type { PriceSource } from './prices/PriceSource.ts';
export type { RunningApi } from './RunningApi.ts';
export type { StartApiOptions } from './StartApiOptions.ts';
export { startApi } from './startApi.ts';
