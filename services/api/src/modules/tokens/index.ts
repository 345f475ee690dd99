// The public file of the API's tokens: ERC-20 transfers and token reads; a token amount read other areas use: what
// apiModules.ts and other areas may import (services/api/README.md#an-area). Nothing else of this folder is imported
// from outside it.

export { readTokenAmount } from './readTokenAmount.ts';
export { tokensModule } from './tokensModule.ts';
