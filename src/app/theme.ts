import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme in a darker blue (SPEC 9's brand colour is blue): its default app bar blue
 * gives white text only 3:1 contrast, below WCAG AA's 4.5:1.
 */
export const memberTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  },
};
