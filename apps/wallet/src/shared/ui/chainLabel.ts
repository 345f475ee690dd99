import { sanitizeChainText } from '@fantom-wallet/core';

/** What a text from the chain is, and so how much of it shows (SECURITY.md#text-from-the-chain). */
export type ChainTextKind = 'symbol' | 'name' | 'title' | 'description';

/** Characters shown of each kind before the ellipsis; the whole text stays on demand. */
export const CHAIN_TEXT_LIMITS: Readonly<Record<ChainTextKind, number>> = {
  symbol: 16,
  name: 40,
  title: 120,
  description: 20_000,
};

/**
 * A text from the chain as a plain string, for where only a string fits (accessible names, titles, a message's
 * placeholder, an amount's unit): its hidden characters dropped and capped like `<ChainText>` shows it. A text
 * of hidden characters alone is named by them ("U+0007"), so a button labelled with it never loses its name.
 */
export function chainLabel(text: string, kind: ChainTextKind): string {
  const { plain, shown } = sanitizeChainText(text, { maxLength: CHAIN_TEXT_LIMITS[kind] });
  if (plain.trim() !== '') return plain;
  const marks = shown.flatMap((part) => ('hidden' in part ? [part.hidden] : []));
  return marks.length > 0 ? marks.join(' ') : plain;
}
