import { useEffect } from 'react';
import { recoverWallets } from '../storage/keystores/recoverWallets.ts';

let started = false;

/**
 * Once per app start: lists again any wallet whose keystore is saved but whose list entry was lost (damaged
 * storage, a failed save), and reports it in the storage notice. Runs after the first render so the first
 * screen never waits on IndexedDB.
 */
export function useWalletRecovery(): void {
  useEffect(() => {
    if (started) return;
    started = true;
    void recoverWallets();
  }, []);
}
