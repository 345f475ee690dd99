import { sfcArtifact } from '@fantom-wallet/contracts';

/** Our SFC's ABI, which is call-compatible with Fantom's SFC v3 (contracts.md §2b). */
export const sfcAbi = sfcArtifact.abi;
