/**
 * Something about persisted data the user should hear of. Kinds, for the UI's wording:
 * - `unreadable`: the browser refused access to localStorage (private mode, blocked site data);
 * - `corrupt`: the saved text is not JSON; `foreign`: JSON, but not this app's format;
 * - `invalid-entries`: some entries or fields were invalid and were left out (the rest loaded);
 * - `newer-version`: written by a newer app version, loaded as far as this version understands it;
 * - `write-failed`: saving failed (quota exceeded or storage blocked); the change lives only until reload;
 * - `recovered`: wallets missing from the saved list (lost to damaged data or a failed save) were listed again
 *   from their keystores, which live apart in IndexedDB; `dropped` then holds their addresses;
 * - `keystores-unreadable`: the keystore database (IndexedDB) could not be read, so that check could not run.
 * Where data was left out, the original text was copied to `backupKey` first, so nothing is lost for good.
 */
export interface StorageProblem {
  key: string;
  kind:
    | 'unreadable'
    | 'corrupt'
    | 'foreign'
    | 'invalid-entries'
    | 'newer-version'
    | 'write-failed'
    | 'recovered'
    | 'keystores-unreadable';
  /** Paths of the entries or fields left out (never their values); for `recovered`, the wallets' addresses. */
  dropped: string[];
  backupKey?: string;
}
