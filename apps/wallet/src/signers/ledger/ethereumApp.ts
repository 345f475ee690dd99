import { hexToBytes, numberToHex, toRlp } from 'viem';
import { type ApduExchange, command, concatBytes, encodePath, ledgerPath, pathCommand } from './apdu.ts';
import { checksummed } from './bytes.ts';
import { type AppVersion, eligibleVersion, type LedgerApp, signatureFromAnswer } from './LedgerApp.ts';
import { LedgerStatusError } from './LedgerStatusError.ts';

const INS = { address: 0x02, sign: 0x04, configuration: 0x06, personal: 0x08, typedData: 0x0c } as const;
const SIGN_FIRST = 0x00;
const SIGN_MORE = 0x80;
/** Chunk size of the transaction stream (the path rides in the first one). */
export const ETHEREUM_CHUNK = 150;
/** The oldest Ethereum app version we sign with: it must take chain ids above 255 (docs/ledger.md#apps). */
export const ETHEREUM_MINIMUM: AppVersion = { major: 1, minor: 9, patch: 0 };

/**
 * The Ethereum app as a fallback for transactions (CLA 0xE0): same path as the Fantom app. Its legacy v byte is
 * (chainId·2 + 35 + parity) mod 256, so the parity is read back from it. It alone signs personal messages
 * (INS 0x08: path, the length as 4 big-endian bytes, then the bytes, in chunks) and EIP-712 hashes (INS 0x0C).
 */
export function ethereumApp(device: ApduExchange): LedgerApp {
  return {
    name: 'Ethereum',
    async version() {
      // The answer starts with a flags byte.
      return eligibleVersion(await command(device, INS.configuration, 0, 0), 1, ETHEREUM_MINIMUM);
    },
    async getAddress(accountId, addressId, show) {
      const data = await pathCommand(device, INS.address, show ? 0x01 : 0x00, accountId, addressId);
      const keyLength = data[0] ?? 0;
      const addressLength = data[1 + keyLength] ?? 0;
      const ascii = data.subarray(2 + keyLength, 2 + keyLength + addressLength);
      if (addressLength !== 40 || ascii.length !== 40) {
        throw new LedgerStatusError(0, 'Ledger device: malformed address');
      }
      return checksummed(`0x${new TextDecoder().decode(ascii)}`);
    },
    async signTransaction(accountId, addressId, unsigned, chainId) {
      const path = encodePath(ledgerPath(accountId, addressId));
      let answer: Uint8Array = new Uint8Array(0);
      for (const [index, chunk] of ethereumChunks(path, unsigned, chainId).entries()) {
        answer = await command(device, INS.sign, index === 0 ? SIGN_FIRST : SIGN_MORE, 0, chunk);
      }
      return signatureFromAnswer(answer, (v) => parityFromEip155Byte(v, chainId));
    },
    async signPersonalMessage(accountId, addressId, message) {
      const length = new Uint8Array(4);
      new DataView(length.buffer).setUint32(0, message.length);
      const stream = concatBytes(encodePath(ledgerPath(accountId, addressId)), length, message);
      let answer: Uint8Array = new Uint8Array(0);
      for (let offset = 0; offset < stream.length; offset += ETHEREUM_CHUNK) {
        const chunk = stream.subarray(offset, offset + ETHEREUM_CHUNK);
        answer = await command(device, INS.personal, offset === 0 ? SIGN_FIRST : SIGN_MORE, 0, chunk);
      }
      return signatureFromAnswer(answer, messageParity);
    },
    async signTypedDataHashes(accountId, addressId, domainHash, messageHash) {
      const data = concatBytes(
        encodePath(ledgerPath(accountId, addressId)),
        hexToBytes(domainHash),
        hexToBytes(messageHash),
      );
      return signatureFromAnswer(await command(device, INS.typedData, 0, 0, data), messageParity);
    },
  };
}

/** A message or typed-data signature's v: 27 + parity, or the bare parity some versions send. */
const messageParity = (v: number) => (v >= 27 ? v - 27 : v);

/**
 * `path || tx` cut into chunks. A chunk never ends where the six legacy fields end and the EIP-155 tail
 * (chainId, 0, 0) begins: the app would take that prefix for a whole pre-EIP-155 transaction. So the chunk that
 * reaches the tail takes the rest.
 */
export function ethereumChunks(path: Uint8Array, unsigned: Uint8Array, chainId: number): Uint8Array[] {
  const stream = concatBytes(path, unsigned);
  const tailStart = stream.length - (toRlp(numberToHex(chainId), 'bytes').length + 2);
  const chunks: Uint8Array[] = [];
  let offset = 0;
  while (offset < stream.length) {
    let end = Math.min(offset + ETHEREUM_CHUNK, stream.length);
    if (end >= tailStart) end = stream.length;
    chunks.push(stream.subarray(offset, end));
    offset = end;
  }
  return chunks;
}

export function parityFromEip155Byte(v: number, chainId: number): 0 | 1 {
  const parity = (((v - (chainId * 2 + 35)) % 256) + 256) % 256;
  if (parity !== 0 && parity !== 1) throw new LedgerStatusError(0, 'Ledger device: malformed signature');
  return parity;
}
