/** spec 2 §2.3, §9: 'Next Step' success steps continue on their own after 2000 ms. */
export const AUTO_CONTINUE_MS = 2_000;
