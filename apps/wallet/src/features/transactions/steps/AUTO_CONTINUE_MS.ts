/** docs/transactions.md#multi-step-flows: 'Next Step' success steps continue on their own after 2000 ms. */
export const AUTO_CONTINUE_MS = 2_000;
