// Site signature requests (docs/extension.md#signatures): what the approval windows show and warn about.
export { addressName, type NamedAccounts } from './addressName.ts';
export { type MessageDisplay, messageDisplay } from './messageDisplay.ts';
export { decodePermits, FAR_DEADLINE_SECONDS, isFarDeadline, type PermitApproval } from './permits.ts';
export { type AddressFacts, type FactsByAddress, signatureFactsQuery } from './signatureFactsQuery.ts';
export { parseSiwe, type SiweFields, type SiweWarning, siweWarnings } from './siwe.ts';
export {
  type ReadableValue,
  type TreeNames,
  type TypedDataNode,
  typedDataTree,
} from './typedDataTree.ts';
