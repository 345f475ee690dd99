import { formatAmount } from '@fantom-wallet/core';
import { maxUint256 } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import type { Revoke } from './RevokeOrder.ts';
import { revokeFlow } from './revokeFlow.ts';

const i18n = initI18n();
const OWNER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x7e57000000000000000000000000000000000006';
const NFT = '0x7e57000000000000000000000000000000000009';
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const FMINT = '0xdEf1000000000000000000000000000000000001';
const account: Account = { address: OWNER, type: 'keystore', name: 'Main' };

const erc20 = (over: Partial<Revoke> = {}): Revoke => ({
  token: TOKEN,
  spender: EOA,
  kind: 'ERC20',
  symbol: 'tUSDC',
  decimals: 6,
  spenderLabel: null,
  amount: maxUint256,
  unlimited: true,
  ...over,
});

function flowWith() {
  const go = vi.fn();
  const flow = revokeFlow({
    t: i18n.t,
    account,
    network: 'devnet',
    show: (value, decimals) => formatAmount(value, { decimals, fractionDigits: 2 }),
    go,
  });
  return { flow, go };
}

const viewOf = (revokes: Revoke[], index = 0) => {
  const { flow } = flowWith();
  const order = { revokes };
  const step = flow.plan(order, {})[index];
  if (!step) throw new Error('no step');
  return flow.present(order)(step);
};

describe('revokeFlow (docs/approvals.md#revoke)', () => {
  it('a step names the owner, token, spender and the allowance going to 0', () => {
    const view = viewOf([
      erc20(),
      erc20({ spender: FMINT, spenderLabel: 'fMint', amount: 52_500_000n, unlimited: false }),
    ]);
    expect(view).toMatchObject({
      label: 'Revoke tUSDC',
      title: 'Revoke approval (1/2)',
      submitLabel: 'Revoke',
      passwordLabel: 'Please enter your wallet password to revoke the approval',
      successTitle: 'Approval revoked',
      rows: [
        { label: 'Owner', value: `Main (${OWNER})` },
        { label: 'Token', value: `tUSDC (${TOKEN})` },
        { label: 'Spender', value: EOA },
        { label: 'Allowance', value: 'Unlimited → 0' },
      ],
    });
    const second = viewOf(
      [erc20(), erc20({ spender: FMINT, spenderLabel: 'fMint', amount: 52_500_000n, unlimited: false })],
      1,
    );
    expect(second.title).toBe('Revoke approval (2/2)');
    expect(second.rows.slice(2)).toEqual([
      { label: 'Spender', value: `fMint (${FMINT})` },
      { label: 'Allowance', value: '52.50 → 0' },
    ]);
  });

  it('all items of a collection go to none; a token without a symbol shows its address', () => {
    const view = viewOf([
      erc20({ token: NFT, kind: 'ERC721', symbol: null, decimals: null, amount: null, unlimited: true }),
    ]);
    expect(view.rows.slice(1)).toEqual([
      { label: 'Token', value: `${NFT} (${NFT})` },
      { label: 'Spender', value: EOA },
      { label: 'Allowance', value: 'All items → none' },
    ]);
  });

  it('has no reject route: a refused step stays in place with Skip; the run ends back on the tab', () => {
    const { flow, go } = flowWith();
    const order = { revokes: [erc20()] };
    expect(flow.rejected).toBeUndefined();
    expect(flow.skippable).toBe(true);
    expect(flow.needs(order)).toEqual({});
    flow.finished(order, `0x${'1'.repeat(64)}`);
    expect(go).toHaveBeenLastCalledWith(`/account/${OWNER}?tab=approvals`, { replace: true });
    flow.close(order);
    expect(go).toHaveBeenLastCalledWith(`/account/${OWNER}?tab=approvals`);
    expect(flow.refresh).toEqual(['approvals', 'devnet']);
  });

  it('its record subject follows the approvals revoked (in their order), not their amounts', () => {
    const { flow } = flowWith();
    const a = erc20();
    const b = erc20({ spender: FMINT, spenderLabel: 'fMint' });
    const key = flow.key({ revokes: [a, b] });
    expect(key.id).toBe('revoke-approvals');
    expect(key.subject).toMatch(/^0x[0-9a-f]{16}$/);
    expect(flow.key({ revokes: [a, { ...b, amount: 1n }] })).toEqual(key);
    expect(flow.key({ revokes: [a] }).subject).not.toBe(key.subject);
  });
});
