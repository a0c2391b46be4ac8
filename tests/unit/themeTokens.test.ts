import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memberTheme } from '../../src/app/theme';
import { colorTokens, cssTokens } from '@core/theme/tokens';

/** The public site's :root custom properties, by name without the dashes. */
function rootProperties(): Map<string, string> {
  const css = readFileSync(new URL('../../public-site/src/styles-base.css', import.meta.url), 'utf8');
  const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  return new Map([...root.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

describe('the shared design tokens', () => {
  it('are the public site’s CSS custom properties, value for value', () => {
    const properties = rootProperties();
    for (const [name, value] of Object.entries(cssTokens)) expect(properties.get(name), name).toBe(value);
  });

  it('give the member app its brand and error colours', () => {
    const palette = memberTheme.palette as { primary: { main: string; dark: string }; error: { main: string } };
    expect(palette.primary.main).toBe(colorTokens.brand);
    expect(palette.primary.dark).toBe(colorTokens['brand-dark']);
    expect(palette.error.main).toBe(colorTokens.error);
  });
});
