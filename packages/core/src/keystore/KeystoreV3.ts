/** Web3 Secret Storage v3, as core writes it (readers also accept `Crypto`, pbkdf2 and a 0x address). */
export interface KeystoreV3 {
  version: 3;
  id: string;
  /** Lower-case hex without 0x, as geth and web3.js write it. */
  address: string;
  crypto: {
    cipher: 'aes-128-ctr';
    cipherparams: { iv: string };
    ciphertext: string;
    kdf: 'scrypt' | 'pbkdf2';
    kdfparams: ScryptParams | Pbkdf2Params;
    mac: string;
  };
}

export interface ScryptParams {
  dklen: number;
  n: number;
  r: number;
  p: number;
  salt: string;
}

export interface Pbkdf2Params {
  dklen: number;
  c: number;
  prf: 'hmac-sha256';
  salt: string;
}
