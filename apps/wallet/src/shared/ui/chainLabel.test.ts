import { describe, expect, it } from 'vitest';
import { chainLabel } from './chainLabel.ts';

describe('chainLabel', () => {
  it('drops hidden characters from a text that has visible ones', () => {
    expect(chainLabel('ab\u202Ecd', 'name')).toBe('abcd');
  });

  it('names the hidden characters of a text that has nothing else, so a label built on it keeps a name', () => {
    expect(chainLabel('\u0007', 'name')).toBe('U+0007');
    expect(chainLabel('\u200B\u202E', 'name')).toBe('ZWSP RLO');
  });

  it('caps a long text like <ChainText> shows it', () => {
    expect(chainLabel('x'.repeat(100), 'name')).toHaveLength(40);
  });
});
