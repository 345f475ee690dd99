// Public API of the swap feature: the swap core fUNI and fSwap share (fSwap's trade is a swap on the direct fUNI
// pair, docs/fswap.md#trade) — the swap form's amounts, quote, limits and slippage settings, a side's token and
// amount, and the result and reject routes of their flows. Only their screens import it, so it loads with them,
// never with the first screen.
export { FlowReject } from './FlowReject.tsx';
export { FlowSuccess } from './FlowSuccess.tsx';
export { FormCard } from './FormCard.tsx';
export type { SwapAreaToken } from './SwapAreaToken.ts';
export { TokenAmountBox } from './TokenAmountBox.tsx';
export { type SwapForm, type SwapFormInput, useSwapForm } from './useSwapForm.ts';
export { type SwapSlippage, useSwapSlippage } from './useSwapSlippage.ts';
