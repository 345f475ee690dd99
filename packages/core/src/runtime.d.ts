// The small part of the Web Crypto and Encoding APIs that core uses. `lib` is ES2023 without DOM (core must
// not touch the DOM), so these are declared here; browsers, workers and Node 20 all provide them.

interface CoreCryptoKey {
  readonly type: string;
}

interface CoreAesCtrParams {
  name: 'AES-CTR';
  counter: Uint8Array;
  length: number;
}

interface CorePbkdf2Params {
  name: 'PBKDF2';
  salt: Uint8Array;
  iterations: number;
  hash: 'SHA-256';
}

interface CoreSubtleCrypto {
  importKey(
    format: 'raw',
    keyData: Uint8Array,
    algorithm: 'AES-CTR' | 'PBKDF2' | { name: 'AES-CTR' | 'PBKDF2' },
    extractable: false,
    keyUsages: ReadonlyArray<'encrypt' | 'decrypt' | 'deriveBits'>,
  ): Promise<CoreCryptoKey>;
  encrypt(algorithm: CoreAesCtrParams, key: CoreCryptoKey, data: Uint8Array): Promise<ArrayBuffer>;
  decrypt(algorithm: CoreAesCtrParams, key: CoreCryptoKey, data: Uint8Array): Promise<ArrayBuffer>;
  deriveBits(algorithm: CorePbkdf2Params, baseKey: CoreCryptoKey, length: number): Promise<ArrayBuffer>;
}

interface CoreCrypto {
  readonly subtle: CoreSubtleCrypto;
  getRandomValues<T extends Uint8Array | Uint32Array>(array: T): T;
}

declare var crypto: CoreCrypto;

// UTF-8 encoding, available in every target runtime.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
