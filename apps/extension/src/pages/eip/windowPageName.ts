/**
 * The request windows whose code loads only in them (windowPages.ts): the toolbar popup and the account windows
 * open without it, and without asking for it (bench: popup opened).
 */
export const WINDOW_PAGES = ['eip-send-transaction', 'eip-sign', 'eip-watch-asset'] as const;

export type WindowPageName = (typeof WINDOW_PAGES)[number];

/** The window page `hash` opens (`#/eip-sign/<id>` → 'eip-sign' and the id), if it is one of those. */
export function windowPageOf(hash: string): { name: WindowPageName; id: string } | undefined {
  const name = WINDOW_PAGES.find((page) => hash.startsWith(`#/${page}/`));
  if (!name) return undefined;
  const id = hash.slice(`#/${name}/`.length);
  try {
    return { name, id: decodeURIComponent(id) };
  } catch {
    // Not a request id the background made (those are UUIDs): the window finds no such request and says so.
    return { name, id };
  }
}
