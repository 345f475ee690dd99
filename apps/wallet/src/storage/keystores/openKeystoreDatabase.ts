/** The object store that holds keystore files, keyed by lower-case address. */
export const KEYSTORE_STORE = 'keystores';

function openAt(factory: IDBFactory, name: string, version: number | undefined): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const req = version === undefined ? factory.open(name) : factory.open(name, version);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(KEYSTORE_STORE)) req.result.createObjectStore(KEYSTORE_STORE);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/**
 * Opens the keystore database at whatever version it already has, so a database upgraded by a newer app
 * version (or by another tab running one) still opens instead of failing with a VersionError and hiding every
 * wallet. When the keystore store is missing (a database of the same name made by something else, or an
 * interrupted first run) it is added by one version step; nothing is ever deleted. The connection closes
 * itself when another one wants to upgrade, and `onClose` lets the caller open afresh next time.
 */
export async function openKeystoreDatabase(
  factory: IDBFactory,
  name: string,
  onClose: () => void = () => {},
): Promise<IDBDatabase> {
  let db = await openAt(factory, name, undefined);
  if (!db.objectStoreNames.contains(KEYSTORE_STORE)) {
    const next = db.version + 1;
    db.close();
    db = await openAt(factory, name, next);
  }
  const opened = db;
  opened.onversionchange = () => {
    opened.close();
    onClose();
  };
  opened.onclose = onClose;
  return opened;
}
