import { IconBrandCoinbase, IconDeviceUsb, IconQrcode, IconWallet } from '@tabler/icons-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ConnectOptionProps } from './ConnectOptionProps.ts';

/** One entry of Connect Wallet: its account type (its label is `wallets.types.<type>`), icon and window body. */
export interface ConnectOption {
  type: 'metamask' | 'ledger' | 'coinbase' | 'walletconnect';
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** What opens when the entry is chosen, loaded with import() on that click; absent: not available yet. */
  Body?: LazyExoticComponent<ComponentType<ConnectOptionProps>>;
}

/**
 * The wallets Connect Wallet lists, in the order shown. Each connector plugs in its body here (one line: a lazy
 * import of its window, e.g. the Ledger feature's PickLedgerAccount through features/ledger/index.ts); an
 * entry without one is shown disabled.
 */
export const CONNECT_OPTIONS: readonly ConnectOption[] = [
  {
    type: 'metamask',
    Icon: IconWallet,
    Body: lazy(() =>
      import('./metamask/AddMetamaskAccount.tsx').then((m) => ({ default: m.AddMetamaskAccount })),
    ),
  },
  { type: 'ledger', Icon: IconDeviceUsb },
  { type: 'coinbase', Icon: IconBrandCoinbase },
  { type: 'walletconnect', Icon: IconQrcode },
];
