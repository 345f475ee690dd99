/** What a sanitiser kept from untrusted persisted data, and the paths of what it had to leave out. */
export interface Salvaged<T> {
  value: T;
  dropped: string[];
}
