/** The two steps of a repay: approve the outstanding sFTM (+ 5 %) to the tokenizer unless it is, then redeem. */
export const REPAY_STEP_IDS = ['allow', 'repay'] as const;
