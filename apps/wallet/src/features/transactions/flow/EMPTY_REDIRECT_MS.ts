/** How long an empty confirmation stays before it goes back to its form (docs/transactions.md#flows). */
export const EMPTY_REDIRECT_MS = 3_000;
