// The public file of the API's Uniswap V2 (fUNI): pairs, quotes, prices and charts: what
// apiModules.ts and other areas may import (services/api/README.md#an-area). Nothing else of this folder is imported
// from outside it.
export { uniswapModule } from './uniswapModule.ts';
