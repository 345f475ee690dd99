import { stakeTokenizerArtifact } from '@fantom-wallet/contracts';

/** The StakeTokenizer's ABI (contracts.md §3a). */
export const tokenizerAbi = stakeTokenizerArtifact.abi;
