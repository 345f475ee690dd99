// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { clampPercent, PercentSlider } from './PercentSlider.tsx';

afterEach(cleanup);

describe('PercentSlider', () => {
  it('shows the clickable marks 0%, 25%, 50%, 75% and 100%', () => {
    renderWithUi(<PercentSlider label="Share" value={0} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Quick percentages' });
    expect(Array.from(group.querySelectorAll('button')).map((button) => button.textContent)).toEqual([
      '0%',
      '25%',
      '50%',
      '75%',
      '100%',
    ]);
  });

  it('a click on a mark reports that percent', () => {
    const onChange = vi.fn();
    renderWithUi(<PercentSlider label="Share" value={0} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '25%' }));
    expect(onChange).toHaveBeenLastCalledWith(25);
    fireEvent.click(screen.getByRole('button', { name: '100%' }));
    expect(onChange).toHaveBeenLastCalledWith(100);
  });

  it('marks the current mark as pressed and names the thumb', () => {
    renderWithUi(<PercentSlider label="Share of balance" value={50} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '50%' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '25%' }).getAttribute('aria-pressed')).toBe('false');
    const thumb = screen.getByRole('slider', { name: 'Share of balance' });
    expect(thumb.getAttribute('aria-valuenow')).toBe('50');
    expect(thumb.getAttribute('aria-valuetext')).toBe('50%');
  });

  it('moves by one percent with the arrow keys', () => {
    const onChange = vi.fn();
    renderWithUi(<PercentSlider label="Share" value={40} onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Share' }), {
      key: 'ArrowRight',
      nativeEvent: { code: 'ArrowRight' },
    });
    expect(onChange).toHaveBeenLastCalledWith(41);
  });

  it('does nothing while disabled', () => {
    const onChange = vi.fn();
    renderWithUi(<PercentSlider label="Share" value={0} onChange={onChange} disabled />);
    fireEvent.click(screen.getByRole('button', { name: '75%' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('clampPercent', () => {
  it('turns non-numbers into the minimum and clamps to whole percents in 0–100', () => {
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(0);
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(250)).toBe(100);
    expect(clampPercent(33.6)).toBe(34);
  });
});
