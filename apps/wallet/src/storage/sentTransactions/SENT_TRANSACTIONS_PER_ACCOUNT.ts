/** Older records are dropped beyond this, so localStorage does not fill up over years of use. */
export const SENT_TRANSACTIONS_PER_ACCOUNT = 100;
