import { LedgerStatusError } from './LedgerStatusError.ts';
import { LEDGER_STATUS } from './ledgerStatus.ts';

/** One raw APDU out, the raw answer back (data followed by the two status bytes). */
export interface ApduExchange {
  exchange(apdu: Uint8Array): Promise<Uint8Array>;
}

/** Both Ledger apps use class 0xE0. */
export const CLA = 0xe0;

/** Sends one command and returns its data; any status other than 0x9000 throws a LedgerStatusError. */
export async function command(
  device: ApduExchange,
  ins: number,
  p1: number,
  p2: number,
  data: Uint8Array = new Uint8Array(0),
  cla = CLA,
): Promise<Uint8Array> {
  if (data.length > 255) throw new RangeError('An APDU carries at most 255 bytes of data.');
  const apdu = new Uint8Array(5 + data.length);
  apdu.set([cla, ins, p1, p2, data.length]);
  apdu.set(data, 5);
  const answer = await device.exchange(apdu);
  if (answer.length < 2) throw new LedgerStatusError(0, 'Ledger device: empty answer');
  const status = ((answer[answer.length - 2] ?? 0) << 8) | (answer[answer.length - 1] ?? 0);
  if (status !== LEDGER_STATUS.ok) throw new LedgerStatusError(status);
  return answer.subarray(0, answer.length - 2);
}

/** A command whose data is the account's path, as both apps' address and first signing commands take it. */
export function pathCommand(
  device: ApduExchange,
  ins: number,
  p1: number,
  accountId: number,
  addressId: number,
): Promise<Uint8Array> {
  return command(device, ins, p1, 0, encodePath(ledgerPath(accountId, addressId)));
}

const HARDENED = 0x80000000;

/** `m/44'/60'/{accountId}'/0/{addressId}`, the path both apps derive (docs/ledger.md#addresses). */
export function ledgerPath(accountId: number, addressId: number): number[] {
  return [44 + HARDENED, 60 + HARDENED, accountId + HARDENED, 0, addressId];
}

export function pathText(accountId: number, addressId: number): string {
  return `m/44'/60'/${accountId}'/0/${addressId}`;
}

/** count(1) followed by each index as a big-endian uint32. */
export function encodePath(path: readonly number[]): Uint8Array {
  const out = new Uint8Array(1 + 4 * path.length);
  const view = new DataView(out.buffer);
  out[0] = path.length;
  path.forEach((index, i) => {
    view.setUint32(1 + 4 * i, index >>> 0);
  });
  return out;
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
