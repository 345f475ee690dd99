import { describe, expect, it } from 'vitest';
import { sendCall } from './sendCall.ts';

const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x7e57000000000000000000000000000000000006';

describe('sendCall', () => {
  it('FTM: value to the recipient, the memo as UTF-8 data', () => {
    expect(sendCall({ token: null, recipient: TO, amount: 5n, memo: ' hi ' })).toEqual({
      to: TO,
      value: 5n,
      data: '0x6869',
    });
    expect(sendCall({ token: null, recipient: TO, amount: 5n, memo: '  ' }).data).toBe('0x');
  });

  it('token: transfer(recipient, amount) to the token contract, no value, memo ignored', () => {
    const call = sendCall({ token: { address: TOKEN }, recipient: TO, amount: 1_500_000n, memo: 'x' });
    expect(call.to).toBe(TOKEN);
    expect(call.value).toBe(0n);
    expect(call.data.startsWith('0xa9059cbb')).toBe(true);
    expect(call.data.endsWith(1_500_000n.toString(16).padStart(64, '0'))).toBe(true);
  });
});
