/** A checked send recipient: an address, or a domain that still has to be resolved on the network. */
export type Recipient = { kind: 'address'; address: string } | { kind: 'domain'; name: string };
