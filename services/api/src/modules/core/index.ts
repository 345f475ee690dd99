// The public file of the API's core: blocks, transactions, accounts, gas and prices; the chain time and the live balance other areas read: what
// apiModules.ts and other areas may import (services/api/README.md#an-area). Nothing else of this folder is imported
// from outside it.

export { chainTime } from './chainTime.ts';
export { coreModule } from './coreModule.ts';
export { readBalance } from './readBalance.ts';
