/** Ledger's HID framing: 64-byte reports of channel(2) · tag 0x05 · sequence(2) · payload; the first payload starts with the APDU's length(2). */
export const HID_REPORT_SIZE = 64;
export const HID_TAG = 0x05;

/** Cuts `message` (an APDU or an answer) into reports on `channel`. */
export function frameMessage(channel: number, message: Uint8Array): Uint8Array[] {
  const payload = new Uint8Array(2 + message.length);
  payload[0] = message.length >> 8;
  payload[1] = message.length & 0xff;
  payload.set(message, 2);
  const perReport = HID_REPORT_SIZE - 5;
  const reports: Uint8Array[] = [];
  for (let seq = 0; seq * perReport < payload.length; seq += 1) {
    const report = new Uint8Array(HID_REPORT_SIZE);
    report.set([channel >> 8, channel & 0xff, HID_TAG, seq >> 8, seq & 0xff]);
    report.set(payload.subarray(seq * perReport, (seq + 1) * perReport), 5);
    reports.push(report);
  }
  return reports;
}

/** Collects reports until a whole message arrived; returns it (and its channel), or null while more are due. */
export function createDeframer() {
  let buffer: number[] = [];
  let expected = 0;
  let nextSeq = 0;
  return (report: Uint8Array): { channel: number; message: Uint8Array } | null => {
    const channel = ((report[0] ?? 0) << 8) | (report[1] ?? 0);
    const seq = ((report[3] ?? 0) << 8) | (report[4] ?? 0);
    if (report[2] !== HID_TAG) throw new Error('HID framing: bad tag');
    if (seq === 0) {
      buffer = [];
      nextSeq = 0;
      expected = ((report[5] ?? 0) << 8) | (report[6] ?? 0);
      buffer.push(...report.subarray(7));
    } else {
      if (seq !== nextSeq) throw new Error('HID framing: bad sequence');
      buffer.push(...report.subarray(5));
    }
    nextSeq = seq + 1;
    if (buffer.length < expected) return null;
    return { channel, message: Uint8Array.from(buffer.slice(0, expected)) };
  };
}
