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

/** Light variants (tinted background, coloured text) use shade 8 for their text instead of 6. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  return {
    ...colors,
    color: `var(--mantine-color-${parsed.color}-8)`,
    hoverColor: `var(--mantine-color-${parsed.color}-9)`,
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
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
