/** AES-128-CTR with a full 128-bit big-endian counter starting at `iv` (what geth and web3.js use). */
export async function aes128Ctr(
  mode: 'encrypt' | 'decrypt',
  key: Uint8Array,
  iv: Uint8Array,
  data: Uint8Array,
): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle;
  const cryptoKey = await subtle.importKey('raw', key, 'AES-CTR', false, [mode]);
  const params = { name: 'AES-CTR', counter: iv, length: 128 } as const;
  const out =
    mode === 'encrypt' ? subtle.encrypt(params, cryptoKey, data) : subtle.decrypt(params, cryptoKey, data);
  return new Uint8Array(await out);
}
