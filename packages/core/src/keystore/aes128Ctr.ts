/** AES-128-CTR with a full 128-bit big-endian counter starting at `iv` (what geth and web3.js use). */
export async function aes128Ctr(
  mode: 'encrypt' | 'decrypt',
  key: Uint8Array,
  iv: Uint8Array,
  data: Uint8Array,
): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle;
  // Our byte arrays are never backed by a SharedArrayBuffer; the DOM typings want that said explicitly.
  const buf = (b: Uint8Array) => b as Uint8Array<ArrayBuffer>;
  const cryptoKey = await subtle.importKey('raw', buf(key), 'AES-CTR', false, [mode]);
  const params = { name: 'AES-CTR', counter: buf(iv), length: 128 } as const;
  const out =
    mode === 'encrypt'
      ? subtle.encrypt(params, cryptoKey, buf(data))
      : subtle.decrypt(params, cryptoKey, buf(data));
  return new Uint8Array(await out);
}
