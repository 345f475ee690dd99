/**
 * An address as a key (Map keys, query keys, the stores' per-account records): its lower case, so every spelling of
 * one address finds the same entry. The one place that form is made; compare addresses with sameAddress.
 */
export function addressKey<A extends string>(address: A): A {
  return address.toLowerCase() as A;
}
