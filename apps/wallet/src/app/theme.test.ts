import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme, variantColorResolver } from './theme.ts';

const full = mergeMantineTheme(DEFAULT_THEME, theme);

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('variantColorResolver', () => {
  it('gives filled red (remove, revoke, the offline banner) a shade white text reads on at WCAG AA', () => {
    const filled = variantColorResolver({ color: 'red', variant: 'filled', theme: full });
    expect(filled.background).toBe('var(--mantine-color-red-9)');
    expect(filled.color).toBe('var(--mantine-color-white)');
    expect(contrast(full.colors.red[9], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // What Mantine's default shades gave, in the light scheme (6) and the dark (7).
    expect(contrast(full.colors.red[6], '#ffffff')).toBeLessThan(4.5);
    expect(contrast(full.colors.red[7], '#ffffff')).toBeLessThan(4.5);
  });

  it('leaves the light variant of red, and any colour given with its shade, as Mantine resolves them', () => {
    expect(variantColorResolver({ color: 'red', variant: 'light', theme: full }).color).toBe(
      'var(--mantine-color-red-light-color)',
    );
    expect(variantColorResolver({ color: 'yellow.5', variant: 'filled', theme: full }).background).toBe(
      'var(--mantine-color-yellow-5)',
    );
  });
});
