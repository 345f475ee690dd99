/** The first load of `/` may fetch at most this much JavaScript, gzip (the wallet-app issue's budget). */
export const INITIAL_JS_BUDGET_KB = 200;
