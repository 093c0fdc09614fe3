/**
 * The one Mantine theme. Contrast is fixed here once for every screen (WCAG 2.1 AA, 4.5:1 for text):
 * a darker primary shade, dark text on light filled colours (the orange UAT badge), darker text for
 * light variants and a darker 'dimmed' grey than Mantine's #868e96 (3.3:1 on white).
 */
import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** The name of every dialog's icon-only close button (Mantine leaves it unnamed). */
export const CLOSE_LABEL = 'Close';

/**
 * Light variants (tinted background, coloured text): Mantine's shade 6 text reads 2.6 to 3.5:1 on
 * the tint; shade 9 darkened by 30% black reads 6:1 or more for every palette colour.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  return {
    ...colors,
    color: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 30%)`,
    hoverColor: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 40%)`,
  };
};

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'sm',
  autoContrast: true,
  // 0.18: white text on darker fills (>= 4.6:1), black on lighter ones (>= 4.6:1); AA either way.
  luminanceThreshold: 0.18,
  variantColorResolver,
  focusRing: 'auto',
  components: {
    // A plain object, not Modal.extend: importing Modal here would put it in the login screen's code.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
