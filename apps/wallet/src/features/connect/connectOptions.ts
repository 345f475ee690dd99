import { IconBrandCoinbase, IconDeviceUsb, IconQrcode, IconWallet } from '@tabler/icons-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { LedgerAccountPicker } from '../ledger/index.ts';
import type { ConnectOptionProps } from './ConnectOptionProps.ts';

/** One entry of Connect Wallet: its account type (its label is `wallets.types.<type>`), icon and window body. */
export interface ConnectOption {
  type: 'injected' | 'ledger' | 'coinbase' | 'walletconnect';
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** What opens in Connect Wallet's window when the entry is chosen, loaded with import() on that click. */
  Body?: LazyExoticComponent<ComponentType<ConnectOptionProps>>;
  /** Or a window of its own, shown instead of Connect Wallet (closing it closes both). Neither: not available yet. */
  Window?: ComponentType<{ opened: boolean; onClose: () => void }>;
}

/**
 * The wallets Connect Wallet lists, in the order shown. Each connector plugs in here with one line: a lazily loaded
 * body shown inside Connect Wallet, or its feature's own window (imported through that feature's index.ts, which
 * loads the window's code only when opened). An entry with neither is shown disabled.
 */
export const CONNECT_OPTIONS: readonly ConnectOption[] = [
  {
    type: 'injected',
    Icon: IconWallet,
    Body: lazy(() =>
      import('./injected/AddInjectedAccount.tsx').then((m) => ({ default: m.AddInjectedAccount })),
    ),
  },
  { type: 'ledger', Icon: IconDeviceUsb, Window: LedgerAccountPicker },
  {
    type: 'coinbase',
    Icon: IconBrandCoinbase,
    Body: lazy(() => import('./coinbase/ConnectCoinbase.tsx').then((m) => ({ default: m.ConnectCoinbase }))),
  },
  {
    type: 'walletconnect',
    Icon: IconQrcode,
    Body: lazy(() =>
      import('./walletconnect/ConnectWalletConnect.tsx').then((m) => ({
        default: m.ConnectWalletConnect,
      })),
    ),
  },
];
