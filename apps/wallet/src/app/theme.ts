import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type VariantColorsResolver,
} from '@mantine/core';
import i18next from 'i18next';

const textVariants = new Set(['outline', 'subtle', 'light', 'transparent']);

/**
 * The shade a filled component of these colours takes: Mantine's (6 in the light scheme, 7 in the dark) puts white
 * text on red at 3.3 and 3.8, under WCAG AA's 4.5; red 9 gives 5.4 (remove and revoke buttons, the offline banner,
 * the look-alike badge).
 */
const filledShades: Readonly<Record<string, string>> = { red: 'red.9' };

/**
 * Filled buttons keep white text on a dark-enough blue (and red: filledShades); text-only variants use
 * --fw-accent-text, a lighter blue in the dark scheme, so both meet WCAG AA contrast.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const shade = input.variant === 'filled' && input.color ? filledShades[input.color] : undefined;
  const colors = defaultVariantColorsResolver(shade ? { ...input, color: shade } : input);
  const isPrimary = !input.color || input.color === input.theme.primaryColor;
  if (isPrimary && textVariants.has(input.variant)) {
    return {
      ...colors,
      color: 'var(--fw-accent-text)',
      ...(input.variant === 'outline' ? { border: '1px solid var(--fw-accent-text)' } : {}),
    };
  }
  return colors;
};

export const theme = createTheme({
  primaryColor: 'fantom',
  primaryShade: { light: 6, dark: 7 },
  colors: {
    fantom: [
      '#e5f0ff',
      '#cddcff',
      '#9ab6ff',
      '#7aa0ff',
      '#4d7dff',
      '#1969ff',
      '#0a4ce6',
      '#0042d6',
      '#0035ba',
      '#002da4',
    ],
  },
  variantColorResolver,
  // Icon-only controls of the UI kit get names, so screen readers can announce them.
  components: {
    // Plain objects, not Modal.extend(): importing the components here would put them in the first load.
    // Labels as functions, read when a component renders: the catalogue need not be loaded when this module is.
    Modal: {
      defaultProps: () => ({
        closeButtonProps: { 'aria-label': i18next.t('common.close', { defaultValue: 'Close' }) },
      }),
    },
    // A table wider than a phone scrolls sideways: its scroll area must be reachable from the keyboard.
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    },
    PasswordInput: {
      defaultProps: () => ({
        visibilityToggleButtonProps: {
          'aria-label': i18next.t('common.togglePassword', { defaultValue: 'Show or hide password' }),
        },
      }),
    },
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});

/** Mantine's default dimmed, placeholder and error colours are below 4.5:1 on one background or the other. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--fw-accent-text': 'var(--mantine-color-fantom-7)',
    '--mantine-color-anchor': 'var(--mantine-color-fantom-7)',
  },
  dark: {
    '--mantine-color-dimmed': '#a6a7ab',
    '--mantine-color-placeholder': '#a6a7ab',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--fw-accent-text': 'var(--mantine-color-fantom-2)',
    '--mantine-color-anchor': 'var(--mantine-color-fantom-2)',
  },
});
