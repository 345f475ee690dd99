// @vitest-environment happy-dom

import { createLookalikeCheck, OPERA_MAINNET, registryTokens } from '@fantom-wallet/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { filterTokens, TokenPicker, type TokenPickerOption } from './TokenPicker.tsx';

afterEach(cleanup);

/** An 18-decimal token to pick, with what else a case needs (its balance, its logo). */
const option = (
  address: string,
  symbol: string,
  name: string,
  more: Partial<TokenPickerOption> = {},
): TokenPickerOption => ({ address, symbol, name, decimals: 18, ...more });
const FTM = option('0xFC00FACE00000000000000000000000000000000', 'FTM', 'Fantom', {
  balance: 12n * 10n ** 18n,
});
const WFTM = option('0x21be370d5312f44cb42ce377bc9b8a0cef1a4c83', 'WFTM', 'Wrapped Fantom', {
  balance: 3n * 10n ** 17n,
});
const FUSD = option('0xad84341756bf337f5a0164515b1f6f993d194e1f', 'FUSD', 'Fantom USD', {
  logoUrl: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
});
const tokens = [FTM, WFTM, FUSD];

function open(name: RegExp | string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('listbox');
}

describe('TokenPicker', () => {
  it('badges a look-alike with its contract, in the list and on the button, and leaves the real token alone', () => {
    const fake = option('0xbad0000000000000000000000000000000000001', 'WFТM', 'Wrapped Fantom');
    const lookalikeOf = createLookalikeCheck({ registry: registryTokens(OPERA_MAINNET), listed: [] });
    renderWithUi(
      <TokenPicker
        label="From token"
        tokens={[WFTM, fake]}
        value={fake.address}
        onChange={() => {}}
        lookalikeOf={lookalikeOf}
      />,
    );
    const button = screen.getByRole('button', { name: 'From token: WFТM' });
    expect(within(button).getByTestId('lookalike-badge').textContent).toContain('Look-alike');
    const list = open('From token: WFТM');
    const options = within(list).getAllByRole('option');
    expect(within(options[0] as HTMLElement).queryByTestId('lookalike-badge')).toBeNull();
    expect(within(options[1] as HTMLElement).getByTestId('lookalike-badge').textContent).toBe(
      `Look-alike: Reads like WFTM, but it is another contract. The real WFTM is ${OPERA_MAINNET.contracts.wftm}.`,
    );
    expect(within(options[1] as HTMLElement).getByTestId('token-contract').textContent).toBe(fake.address);
  });

  it('names its button by label and chosen token, and lists logo, symbol, name and balance', () => {
    renderWithUi(<TokenPicker label="From token" tokens={tokens} value={FTM.address} onChange={() => {}} />);
    const list = open('From token: FTM');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('FTM'),
      expect.stringContaining('WFTM'),
      expect.stringContaining('FUSD'),
    ]);
    expect(options[0]?.textContent).toContain('Fantom');
    expect(options[0]?.textContent).toContain('12.00');
    expect(options[1]?.textContent).toContain('0.30');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(list.getAttribute('aria-label')).toBe('From token');
  });

  it('says what to do when nothing is chosen yet', () => {
    renderWithUi(<TokenPicker label="To token" tokens={tokens} value={null} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'To token: select a token' }).textContent).toContain(
      'Select a token',
    );
  });

  it('reports a click on a token and closes', () => {
    const onChange = vi.fn();
    renderWithUi(<TokenPicker label="From token" tokens={tokens} value={FTM.address} onChange={onChange} />);
    fireEvent.click(within(open(/From token/)).getByTestId('token-option-FUSD'));
    expect(onChange).toHaveBeenCalledWith(FUSD);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters by symbol, name or address and says when nothing matches', () => {
    renderWithUi(<TokenPicker label="From token" tokens={tokens} value={null} onChange={() => {}} />);
    open(/From token/);
    const search = screen.getByRole('combobox', { name: 'Search by name, symbol or address' });
    fireEvent.change(search, { target: { value: 'wrapped' } });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    fireEvent.change(search, { target: { value: FUSD.address.toUpperCase().replace('0X', '0x') } });
    expect(within(screen.getByRole('listbox')).getByRole('option').textContent).toContain('FUSD');
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.getByRole('status').textContent).toBe('No token matches your search.');
  });

  it('is keyboard-operable: arrows move over enabled tokens, Enter picks', () => {
    const onChange = vi.fn();
    renderWithUi(
      <TokenPicker
        label="To token"
        tokens={tokens}
        value={FTM.address}
        onChange={onChange}
        unavailable={[WFTM.address]}
      />,
    );
    open(/To token/);
    const search = screen.getByRole('combobox');
    const activeText = () =>
      document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '';
    expect(activeText()).toContain('FTM');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    // WFTM is unavailable, so the arrow skips it
    expect(activeText()).toContain('FUSD');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(activeText()).toContain('Fantom');
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(FUSD);
  });

  it('an unavailable token is marked disabled and a click on it does nothing', () => {
    const onChange = vi.fn();
    renderWithUi(
      <TokenPicker
        label="To token"
        tokens={tokens}
        value={null}
        onChange={onChange}
        unavailable={[WFTM.address]}
      />,
    );
    const option = within(open(/To token/)).getByTestId('token-option-WFTM');
    expect(option.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(option);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it("the other side's token is disabled unless the caller says what picking it does", () => {
    const onChange = vi.fn();
    const { unmount } = renderWithUi(
      <TokenPicker
        label="To token"
        tokens={tokens}
        value={WFTM.address}
        onChange={onChange}
        otherSide={{ address: FTM.address }}
      />,
    );
    const option = within(open(/To token/)).getByTestId('token-option-FTM');
    expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(option.textContent).toContain('Other side');
    fireEvent.click(option);
    expect(onChange).not.toHaveBeenCalled();
    unmount();

    const onPick = vi.fn();
    renderWithUi(
      <TokenPicker
        label="To token"
        tokens={tokens}
        value={WFTM.address}
        onChange={onChange}
        otherSide={{ address: FTM.address, onPick }}
      />,
    );
    fireEvent.click(within(open(/To token/)).getByTestId('token-option-FTM'));
    expect(onPick).toHaveBeenCalledWith(FTM);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('cannot be opened while disabled', () => {
    renderWithUi(
      <TokenPicker label="From token" tokens={tokens} value={null} onChange={() => {}} disabled />,
    );
    fireEvent.click(screen.getByRole('button', { name: /From token/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('filterTokens', () => {
  it('keeps every token for an empty query and never invents one (property)', () => {
    expect(filterTokens(tokens, '  ')).toEqual(tokens);
    fc.assert(
      fc.property(fc.string(), (query) => {
        const found = filterTokens(tokens, query);
        expect(found.every((token) => tokens.includes(token))).toBe(true);
      }),
    );
  });
});
