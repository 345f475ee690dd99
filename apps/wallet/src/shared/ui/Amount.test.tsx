// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { Amount } from './Amount.tsx';

describe('Amount (docs/account.md: the full-precision tooltip)', () => {
  it('shows two fraction digits by default; pointed at, a tooltip shows the full amount, trailing zeros dropped', async () => {
    const { container } = renderWithUi(<Amount value={1_234_567_890_123_456_789n} />);
    const amount = container.querySelector('span') as HTMLElement;
    expect(amount.textContent).toBe('1.23 FTM');
    expect(screen.queryByText('1.234567890123456789 FTM')).toBeNull();
    fireEvent.mouseEnter(amount);
    expect(await screen.findByText('1.234567890123456789 FTM')).toBeTruthy();
    fireEvent.mouseLeave(amount);
    await waitFor(() => expect(screen.queryByText('1.234567890123456789 FTM')).toBeNull());
  });
});
