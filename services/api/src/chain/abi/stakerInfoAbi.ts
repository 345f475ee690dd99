import { stakerInfoArtifact } from '@fantom-wallet/contracts';

/** The validator metadata contract: `getInfo(id)` returns a URL of a JSON document. */
export const stakerInfoAbi = stakerInfoArtifact.abi;
