import { type KeystoreV3, keystoreFileName } from '@fantom-wallet/core';

/** Saves the (encrypted) keystore as 'UTC--<ISO date>--<address>' through the browser's download. */
export function downloadKeystore(keystore: KeystoreV3, now = new Date()): void {
  const blob = new Blob([JSON.stringify(keystore)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = keystoreFileName(keystore.address, now);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
