// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { ChainText } from './ChainText.tsx';
import { chainLabel } from './chainLabel.ts';

afterEach(cleanup);

describe('ChainText (SECURITY.md#text-from-the-chain)', () => {
  it('shows a direction override as a mark inside an isolated bdi, and never puts it in the page', () => {
    const { container } = renderWithUi(
      <p>
        1.00 <ChainText text={'\u202EMTF'} kind="symbol" /> (0xabc)
      </p>,
    );
    const bdi = container.querySelector('bdi');
    expect(bdi?.textContent).toBe('RLOMTF');
    expect(screen.getByRole('img', { name: 'hidden character RLO' }).textContent).toBe('RLO');
    expect(container.querySelector('p')?.textContent).toBe('1.00 RLOMTF (0xabc)');
    expect(container.querySelector('p')?.textContent).not.toMatch(
      /[\u202A-\u202E\u2066-\u2069\u200B-\u200D]/u,
    );
  });

  it('caps a 10 KB symbol at 16 characters, and Show all opens the whole of it', () => {
    const raw = `${'W'.repeat(10 * 1024)}FTM`;
    const { container } = renderWithUi(<ChainText text={raw} kind="symbol" />);
    expect(container.querySelector('bdi')?.textContent).toBe(`${'W'.repeat(15)}…`);
    const more = screen.getByRole('button', { name: 'Show all' });
    fireEvent.click(more);
    expect(screen.getByRole('dialog', { name: 'Full text' })).toBeTruthy();
    expect(screen.getByTestId('chain-text-full').textContent).toBe(raw);
  });

  it('is only capped inside another control, with no button of its own', () => {
    renderWithUi(
      <button type="button">
        <ChainText text={'A'.repeat(100)} kind="name" expandable={false} />
      </button>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button').textContent).toBe(`${'A'.repeat(39)}…`);
  });

  it('gives plain labels without hidden characters, capped the same way', () => {
    expect(chainLabel('\u202EMTF', 'symbol')).toBe('MTF');
    expect(chainLabel('W\u200BFTM', 'symbol')).toBe('WFTM');
    expect(chainLabel('x'.repeat(500), 'title')).toBe(`${'x'.repeat(119)}…`);
  });
});
