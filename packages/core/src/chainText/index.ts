// Text from the chain or the API: the sanitiser, the look-alike rule and links (SECURITY.md#text-from-the-chain).
export {
  createLookalikeCheck,
  type LookalikeCheck,
  type LookalikeReferences,
  type TokenIdentity,
} from './createLookalikeCheck.ts';
export { describeLink, isMixedScriptLabel, type LinkDescription } from './describeLink.ts';
export { hiddenCharacterName, isBidiControl } from './hiddenCharacterName.ts';
export { MAX_COMPARED_LENGTH, readingKey, readingKeys, skeleton } from './readingKeys.ts';
export {
  type ChainText,
  type ChainTextPart,
  ELLIPSIS,
  MAX_MARKS_PER_CHARACTER,
  type SanitizeChainTextOptions,
  sanitizeChainText,
} from './sanitizeChainText.ts';
