/** The chains an address or contact can belong to (docs/contacts.md#address). */
export type Blockchain = 'fantom' | 'ethereum' | 'binance';
