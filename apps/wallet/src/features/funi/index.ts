// Public API of the funi feature: its routes and menu item (its screens load on first visit), and the swap core
// fSwap shares with it — fSwap's trade is a swap on the direct fUNI pair (docs/fswap.md#trade): the swap form's
// amounts, quote, limits and slippage settings, a side's token and amount, and the result and reject routes.
import { IconDroplet } from '@tabler/icons-react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export { FlowReject } from './flow/FlowReject.tsx';
export { FlowSuccess } from './flow/FlowSuccess.tsx';
export { type SwapForm, type SwapFormInput, useSwapForm } from './swap/useSwapForm.ts';
export { type SwapSlippage, useSwapSlippage } from './swap/useSwapSlippage.ts';
export { TokenAmountBox } from './ui/TokenAmountBox.tsx';

export const funiFeature: Feature = {
  name: 'funi',
  routes: [{ path: 'funi/:address/*', element: lazyElement(() => import('./routes/FuniRoutes.tsx')) }],
  menu: { key: 'funi', path: '/funi/:address', perAccount: true, icon: IconDroplet },
};
