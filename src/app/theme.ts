import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';

/**
 * react-admin's light theme in a darker blue (SPEC 9's brand colour is blue): its default app bar blue
 * gives white text only 3:1 contrast, below WCAG AA's 4.5:1. The default primary blue (4.4:1 on the list
 * background) and error red (on the grey form toolbar) fall just short of 4.5:1 too, so both are a shade darker.
 */
const brandBlue = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' };

export const memberTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: brandBlue,
    secondary: brandBlue,
    error: { light: '#e57373', main: '#c62828', dark: '#8e0000', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    // A disabled field's hint says why it waits or is locked ("choose the district first", "verified: ask the
    // operator"): it is read, so it keeps the secondary text colour instead of the faded one (axe: 2.9:1).
    MuiFormHelperText: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
  },
};
