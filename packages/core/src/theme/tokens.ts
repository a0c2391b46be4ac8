/**
 * The design tokens both apps share: the public site's CSS custom properties (public-site/src/styles-base.css's
 * :root, kept equal by tests/unit/themeTokens.test.ts) and the member app's MUI theme (src/app/theme.ts). One brand
 * blue, one type scale and one spacing scale, so a visitor who signs in stays in the same design.
 */
export const colorTokens = {
  /** 5.9:1 on white: text, links and white-on-blue buttons alike (WCAG AA). */
  brand: '#1e5bd7',
  'brand-dark': '#1646a8',
  'brand-light': '#5e92f3',
  'brand-tint': '#eaf0fc',
  text: '#1a1f2b',
  'text-muted': '#4a5363',
  border: '#c9d0dc',
  surface: '#ffffff',
  page: '#f5f7fb',
  error: '#b42318',
  'error-tint': '#fdecea',
  success: '#0f6b3a',
  'success-tint': '#e7f6ee',
  /** Decorative only (the logo's dot, the artwork, a discount's badge background with dark text): never text on white. */
  accent: '#ffb020',
  'footer-bg': '#0f2451',
  'footer-text': '#dfe7f7',
} as const;

/** A 4-pixel based spacing scale, in rem (1rem = 16 px). */
export const spaceTokens = {
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '0.75rem',
  'space-4': '1rem',
  'space-6': '1.5rem',
  'space-8': '2rem',
  'space-12': '3rem',
  'space-16': '4rem',
} as const;

/** A major-third type scale (x1.25) from a 16-pixel body. */
export const fontSizeTokens = {
  'font-size-sm': '0.875rem',
  'font-size-base': '1rem',
  'font-size-lg': '1.25rem',
  'font-size-xl': '1.563rem',
  'font-size-2xl': '1.953rem',
  'font-size-3xl': '2.441rem',
} as const;

export const shapeTokens = { radius: '8px', 'radius-lg': '16px', shadow: '0 1px 3px rgb(26 31 43 / 0.08), 0 8px 24px rgb(26 31 43 / 0.06)' } as const;

/** Every token as the CSS custom property it is on the public site (name without the leading dashes). */
export const cssTokens: Record<string, string> = { ...colorTokens, ...spaceTokens, ...fontSizeTokens, ...shapeTokens };

/** The radius in pixels, for MUI's shape.borderRadius. */
export const radiusPx = Number.parseInt(shapeTokens.radius, 10);
