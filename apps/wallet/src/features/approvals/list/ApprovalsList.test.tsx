// @vitest-environment happy-dom
import type { FwalletAllowance } from '@fantom-wallet/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { maxUint256, numberToHex } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../shared/test/renderWithUi.tsx';
import { ApprovalsList, type ApprovalsListState } from './ApprovalsList.tsx';

const FUSD = '0x7e57000000000000000000000000000000000006';
const NFT = '0x7e57000000000000000000000000000000000009';
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const FMINT = '0xdEf1000000000000000000000000000000000001';
const HASH = `0x${'ab'.repeat(32)}` as const;

const row = (over: Partial<FwalletAllowance> = {}): FwalletAllowance => ({
  token: { address: FUSD, kind: 'ERC20', symbol: 'FUSD', decimals: 18, name: 'Fantom USD' },
  spender: { address: EOA, hasCode: false, label: null },
  amount: maxUint256,
  allItems: false,
  unlimited: true,
  risk: 'HIGH',
  changedAt: 1_700_000_000n,
  changedBlock: 12n,
  transaction: HASH,
  ...over,
});
const unlimitedToEoa = row();
const fmintAllowance = row({
  spender: { address: FMINT, hasCode: true, label: 'fMint' },
  amount: 1_500n * 10n ** 16n,
  unlimited: false,
  risk: 'LOW',
});
const allItems = row({
  token: { address: NFT, kind: 'ERC721', symbol: 'KIT', decimals: null, name: 'Kittens' },
  amount: null,
  allItems: true,
});

afterEach(cleanup);

function renderList(state: ApprovalsListState) {
  const onRevoke = vi.fn();
  renderWithUi(<ApprovalsList state={state} onRevoke={onRevoke} />);
  return onRevoke;
}

describe('ApprovalsList (docs/approvals.md#in-the-wallet)', () => {
  it('a page of 100 rows draws its top first, then every row; Select all takes all 100', async () => {
    const page = Array.from({ length: 100 }, (_, i) =>
      row({ spender: { address: numberToHex(i + 1, { size: 20 }), hasCode: false, label: null } }),
    );
    const onRevoke = renderList({ status: 'ready', rows: page });
    const table = screen.getByRole('table', { name: 'Approvals' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(101));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all approvals' }));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke 100 selected' }));
    expect(onRevoke.mock.calls[0]?.[0].revokes).toHaveLength(100);
  });

  it('shows each row in the API order: risk, token, spender with its label or whole address, amount or Unlimited', () => {
    renderList({ status: 'ready', rows: [unlimitedToEoa, allItems, fmintAllowance] });
    const rows = within(screen.getByRole('table', { name: 'Approvals' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.getAttribute('data-risk'))).toEqual(['HIGH', 'HIGH', 'LOW']);
    const [first, second, third] = rows.map((r) => within(r));
    expect(first?.getByText('High')).toBeTruthy();
    expect(first?.getByText(EOA)).toBeTruthy();
    expect(first?.getByText('Not a contract')).toBeTruthy();
    expect(rows[0]?.querySelector('[data-col="amount"]')?.textContent).toBe('Unlimited FUSD');
    expect(rows[1]?.querySelector('[data-col="amount"]')?.textContent).toBe('All items');
    expect(second?.getByText('KIT')).toBeTruthy();
    expect(third?.getByText('fMint')).toBeTruthy();
    expect(third?.getByText('Low')).toBeTruthy();
    expect(rows[2]?.querySelector('[data-col="amount"]')?.textContent).toBe('15.00 FUSD');
    expect(first?.getByRole('link', { name: HASH }).getAttribute('href')).toContain(HASH);
  });

  it('a spender with code but no label is an unknown contract', () => {
    renderList({
      status: 'ready',
      rows: [
        row({ spender: { address: FMINT, hasCode: true, label: null }, risk: 'MEDIUM', unlimited: false }),
      ],
    });
    expect(screen.getByText('Unknown contract')).toBeTruthy();
    expect(screen.getByText('Medium')).toBeTruthy();
  });

  it('selected rows become the revoke order, in the list order whatever the order they were picked in', () => {
    const onRevoke = renderList({ status: 'ready', rows: [unlimitedToEoa, allItems, fmintAllowance] });
    const revoke = screen.getByRole('button', { name: 'Revoke' }) as HTMLButtonElement;
    expect(revoke.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select FUSD for fMint' }));
    fireEvent.click(screen.getByRole('checkbox', { name: `Select FUSD for ${EOA}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke 2 selected' }));
    expect(onRevoke).toHaveBeenCalledWith({
      revokes: [
        {
          token: FUSD,
          spender: EOA,
          kind: 'ERC20',
          symbol: 'FUSD',
          decimals: 18,
          spenderLabel: null,
          amount: maxUint256,
          unlimited: true,
        },
        {
          token: FUSD,
          spender: FMINT,
          kind: 'ERC20',
          symbol: 'FUSD',
          decimals: 18,
          spenderLabel: 'fMint',
          amount: 15n * 10n ** 18n,
          unlimited: false,
        },
      ],
    });
  });

  it('select all takes every row, all items with no amount; again clears', () => {
    const onRevoke = renderList({ status: 'ready', rows: [unlimitedToEoa, allItems] });
    const all = screen.getByRole('checkbox', { name: 'Select all approvals' });
    fireEvent.click(all);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke 2 selected' }));
    expect(onRevoke.mock.calls[0]?.[0].revokes[1]).toMatchObject({
      token: NFT,
      kind: 'ERC721',
      amount: null,
    });
    fireEvent.click(all);
    expect((screen.getByRole('button', { name: 'Revoke' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'No approvals' for an empty list", () => {
    renderList({ status: 'ready', rows: [] });
    expect(screen.getByText('No approvals')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the network’s API does not list approvals (a public provider)', () => {
    renderList({ status: 'unlisted' });
    expect(screen.getByRole('status').textContent).toBe("This network's API does not list approvals.");
  });

  it('shows the API’s error in place of the list', () => {
    renderList({ status: 'error', error: new Error('Failed to fetch') });
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch');
  });

  it('offers the next page while there is one', () => {
    const load = vi.fn();
    renderList({ status: 'ready', rows: [unlimitedToEoa], more: { loading: false, load } });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(load).toHaveBeenCalled();
  });

  it('a phone gets a card per approval with the same facts, selected and revoked the same way', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 48em)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      const onRevoke = renderList({ status: 'ready', rows: [unlimitedToEoa, fmintAllowance] });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(screen.getByRole('list', { name: 'Approvals' })).getAllByRole('listitem');
      expect(cards.map((c) => c.getAttribute('data-risk'))).toEqual(['HIGH', 'LOW']);
      expect(within(cards[0] as HTMLElement).getByText(EOA)).toBeTruthy();
      expect(within(cards[0] as HTMLElement).getByText('Not a contract')).toBeTruthy();
      expect(cards[0]?.querySelector('[data-col="amount"]')?.textContent).toBe('Unlimited FUSD');
      expect(cards[1]?.querySelector('[data-col="amount"]')?.textContent).toBe('15.00 FUSD');
      expect(within(cards[1] as HTMLElement).getByText('fMint')).toBeTruthy();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select FUSD for fMint' }));
      fireEvent.click(screen.getByRole('button', { name: 'Revoke 1 selected' }));
      expect(onRevoke.mock.calls[0]?.[0].revokes).toMatchObject([{ spender: FMINT }]);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select all approvals' }));
      expect(screen.getByRole('button', { name: 'Revoke 2 selected' })).toBeTruthy();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
