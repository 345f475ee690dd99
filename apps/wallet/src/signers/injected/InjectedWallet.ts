import type { Eip1193Provider } from '../external/Eip1193Provider.ts';

/** A browser wallet found in the page: announced through EIP-6963, or the legacy `window.ethereum`. */
export interface InjectedWallet {
  /** The wallet's EIP-6963 reverse-DNS id; absent for a legacy `window.ethereum` one. */
  rdns?: string;
  /** Its own name ('MetaMask', 'Rabby Wallet' …), or 'Browser wallet' for a legacy one. */
  name: string;
  /** Its icon, only as a `data:image/…` URI; absent when it gave none or anything else. */
  icon?: string;
  provider: Eip1193Provider;
}
