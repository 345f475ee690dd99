// @vitest-environment happy-dom
import { FSWAP, FSWAP_MESSAGES } from '@fantom-wallet/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../shared/test/renderWithUi.tsx';
import type { FswapToken } from '../data/FswapToken.ts';
import { readFswapOrder } from '../flow/FswapOrder.ts';
import { FswapForm } from './FswapForm.tsx';

// The form's fee check would ask the network for the gas price; these tests are about the form's own rules (the
// check has its own test: transactions/prepare/notEnoughForGas.test.ts).
vi.mock('../../transactions/prepare/useNotEnoughForGas.ts', () => ({ useNotEnoughForGas: () => false }));

afterEach(cleanup);

const E18 = 10n ** 18n;
const token = (
  symbol: string,
  kind: FswapToken['kind'],
  address: `0x${string}`,
  balance: bigint,
  price: bigint,
): FswapToken => ({
  address,
  symbol,
  name: symbol,
  decimals: 18,
  logoUrl: null,
  balance,
  price,
  priceDecimals: 18,
  kind,
});
const tokens = [
  token('FTM', 'ftm', FSWAP.ftmAddress, 12n * E18, 7n * 10n ** 17n),
  token('WFTM', 'wftm', '0x0000000000000000000000000000000000000001', 100n * E18, 7n * 10n ** 17n),
  token('FUSD', 'fusd', '0x0000000000000000000000000000000000000002', 995n * E18, E18),
  token('FEUR', 'synth', '0x0000000000000000000000000000000000000003', 100n * E18, 1_077n * 10n ** 15n),
];

let confirmed: unknown;
function Confirmation() {
  confirmed = useLocation().state;
  return <p>confirmation</p>;
}

function renderForm(query = '', state: unknown = null) {
  return renderWithUi(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/fswap/0xabc', search: query, state }]}>
        <Routes>
          <Route path="/fswap/0xabc" element={<FswapForm address="0xabc" tokens={tokens} />} />
          <Route path="/fswap/0xabc/confirmation" element={<Confirmation />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const from = () => screen.getByLabelText('From amount') as HTMLInputElement;
const to = () => screen.getByLabelText('To amount') as HTMLInputElement;
// (12 − 2) × 0.997 = 9.97 FTM
const MAX = '9.97';

describe('FswapForm (docs/fswap.md)', () => {
  it('opens with FTM → WFTM and its max: balance less 2 FTM, less the slippage reserve', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'From token: FTM' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'To token: WFTM' })).toBeTruthy();
    expect(screen.getByTestId('fswap-max').textContent).toBe('Max: 9.97 FTM');
  });

  it('25% fills a quarter of the max on both sides (wrapping is 1 : 1)', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '25%' }));
    expect(from().value).toBe('2.4925');
    expect(to().value).toBe('2.4925');
  });

  it('over the max is marked and corrected on blur; a typed To amount gives the From amount', () => {
    renderForm();
    fireEvent.change(from(), { target: { value: '11' } });
    expect(screen.getByText(FSWAP_MESSAGES.overMax)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Swap' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.blur(from());
    expect(from().value).toBe(MAX);
    fireEvent.change(to(), { target: { value: '1.5' } });
    expect(from().value).toBe('1.5');
  });

  it('flips the price and swaps the sides', () => {
    renderForm();
    expect(screen.getByTestId('fswap-price').textContent).toBe('1 FTM = 1.0000 WFTM');
    fireEvent.click(screen.getByRole('button', { name: 'Flip price' }));
    expect(screen.getByTestId('fswap-price').textContent).toBe('1 WFTM = 1.0000 FTM');
    fireEvent.change(from(), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Swap sides' }));
    expect(screen.getByRole('button', { name: 'From token: WFTM' })).toBeTruthy();
    expect(to().value).toBe('4');
  });

  it('picking FUSD moves the To side to a synth; the To picker disables what does not pair', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'From token: FTM' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByTestId('token-option-FUSD'));
    expect(screen.getByRole('button', { name: 'To token: FEUR' })).toBeTruthy();
    expect(screen.getByTestId('fswap-price').textContent).toBe('1 FUSD = 0.9285 FEUR');
    fireEvent.click(screen.getByRole('button', { name: 'To token: FEUR' }));
    const list = screen.getByRole('listbox');
    expect(within(list).getByTestId('token-option-WFTM').getAttribute('aria-disabled')).toBe('true');
    expect(within(list).getByTestId('token-option-FUSD').textContent).toContain('Other side');
  });

  it('opens with the route’s pair', () => {
    renderForm(`?fromToken=${tokens[2]?.address}&toToken=${tokens[3]?.address}`);
    expect(screen.getByRole('button', { name: 'From token: FUSD' })).toBeTruthy();
    // 995 × 0.995 × 0.997
    expect(screen.getByTestId('fswap-max').textContent).toBe('Max: 987.05 FUSD');
  });

  it('back from the confirmation, it opens with the order’s pair and amount', () => {
    renderForm('', {
      order: {
        route: 'unwrap',
        from: tokens[1]?.address,
        to: FSWAP.ftmAddress,
        amountIn: '2500000000000000000',
        amountOut: '2500000000000000000',
      },
    });
    expect(screen.getByRole('button', { name: 'From token: WFTM' })).toBeTruthy();
    expect(from().value).toBe('2.5');
    expect(to().value).toBe('2.5');
  });

  it('submits the order to the confirmation', async () => {
    renderForm();
    fireEvent.change(from(), { target: { value: '5' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    });
    expect(screen.getByText('confirmation')).toBeTruthy();
    expect(readFswapOrder(confirmed)).toEqual({
      route: 'wrap',
      from: FSWAP.ftmAddress,
      to: tokens[1]?.address,
      amountIn: 5n * E18,
      amountOut: 5n * E18,
    });
  });
});
