/**
 * What a token is to fSwap (docs/fswap.md#pairs): the native coin, its wrapped form, the synthetic dollar, or
 * another synth. Anything else is not offered.
 */
export type FswapTokenKind = 'ftm' | 'wftm' | 'fusd' | 'synth';
