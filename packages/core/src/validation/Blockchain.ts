/** The chains an address or contact can belong to (spec 1 §1). */
export type Blockchain = 'fantom' | 'ethereum' | 'binance';
