// Public API of the wallets feature: the wallet list and picker, the Connect / Create / Restore actions, wallet
// settings and removal, and keystore download. The welcome screen and the header are in every first load, so what
// only later screens show (the list, the settings and removal windows) is exported as lazy components: importing
// this file never pulls them into the first load. Render them inside <Suspense>.
import type { ComponentProps } from 'react';
import { lazy } from 'react';
import { lazyComponent } from '../../shared/feature/lazyElement.ts';
import type { WalletList as EagerWalletList } from './WalletList.tsx';

export { downloadKeystore } from './downloadKeystore.ts';
export { isMobileDevice } from './isMobileDevice.ts';
export { WalletActions } from './WalletActions.tsx';
export { WalletPicker } from './WalletPicker.tsx';

/** The saved wallets; `WalletList.preload()` loads it ahead, so a page that shows it at once does not shift. */
export const WalletList = lazyComponent<ComponentProps<typeof EagerWalletList>>(
  () => import('./WalletList.tsx'),
  'WalletList',
);
export const WalletSettingsModal = lazy(() =>
  import('./WalletSettingsModal.tsx').then((m) => ({ default: m.WalletSettingsModal })),
);
/** Remove Wallet: the warning, then the removal of the wallet, its keystore and its records. */
export const RemoveWallet = lazy(() =>
  import('./WalletSettingsModal.tsx').then((m) => ({ default: m.RemoveWalletWindow })),
);
