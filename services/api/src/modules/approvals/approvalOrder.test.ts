import { describe, expect, it } from 'vitest';
import { approvalCursor, compareApprovalKeys, parseApprovalCursor } from './approvalCursor.ts';
import { approvalRisk, RISK_ORDER } from './approvalRisk.ts';

describe('approval risk (docs/approvals.md#risk)', () => {
  it('a labelled contract is LOW whatever the amount; anything else is HIGH when unlimited, else MEDIUM', () => {
    const risk = (unlimited: boolean, spenderHasCode: boolean, spenderLabel: string | null) =>
      approvalRisk({ unlimited, spenderHasCode, spenderLabel });
    expect(risk(true, true, 'Uniswap router')).toBe('LOW');
    expect(risk(false, true, 'Uniswap router')).toBe('LOW');
    expect(risk(true, true, null)).toBe('HIGH');
    expect(risk(true, false, null)).toBe('HIGH');
    expect(risk(false, true, null)).toBe('MEDIUM');
    expect(risk(false, false, null)).toBe('MEDIUM');
    // A label on an address without code (a deployment that is not there) is no reason for trust.
    expect(risk(true, false, 'Uniswap router')).toBe('HIGH');
    expect(RISK_ORDER).toEqual(['HIGH', 'MEDIUM', 'LOW']);
  });
});

describe('approval order and cursor (docs/approvals.md#order)', () => {
  it('riskiest first, then the newest change', () => {
    const keys = [
      { rank: 2, ordinal: 900 },
      { rank: 0, ordinal: 100 },
      { rank: 1, ordinal: 500 },
      { rank: 0, ordinal: 300 },
    ];
    expect([...keys].sort(compareApprovalKeys)).toEqual([
      { rank: 0, ordinal: 300 },
      { rank: 0, ordinal: 100 },
      { rank: 1, ordinal: 500 },
      { rank: 2, ordinal: 900 },
    ]);
  });

  it('a cursor is the key it was made from; anything else is INVALID_ARGUMENT', () => {
    const key = { rank: 1, ordinal: 5 * 1_048_576 + 3 };
    expect(approvalCursor(key)).toBe('1:5242883');
    expect(parseApprovalCursor(approvalCursor(key))).toEqual(key);
    for (const bad of ['', '3:1', '1:', ':5', '1:-5', '1:99999999999999999', '0x10', '1:5 '])
      expect(() => parseApprovalCursor(bad), bad).toThrow(
        expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
      );
  });
});
