import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { colorTokens, radiusPx } from '@core/theme/tokens';

/**
 * react-admin's light theme in the public site's brand blue and error red (packages/core/src/theme/tokens.ts, shared with
 * the public site's CSS): react-admin's default app bar blue gives white text only 3:1 contrast, below WCAG AA's
 * 4.5:1, and its primary blue and error red fall just short of 4.5:1; the tokens' colours are 5.9:1 and 6.5:1.
 */
const brandBlue = { light: colorTokens['brand-light'], main: colorTokens.brand, dark: colorTokens['brand-dark'], contrastText: '#fff' };

export const memberTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: brandBlue,
    secondary: brandBlue,
    error: { light: '#e57373', main: colorTokens.error, dark: '#8e0000', contrastText: '#fff' },
    background: { ...defaultLightTheme.palette?.background, default: colorTokens.page },
    text: { primary: colorTokens.text, secondary: colorTokens['text-muted'] },
  },
  shape: { borderRadius: radiusPx },
  components: {
    ...defaultLightTheme.components,
    // A disabled field's hint says why it waits or is locked ("choose the district first", "verified: ask the
    // operator"): it is read, so it keeps the secondary text colour instead of the faded one (axe: 2.9:1).
    MuiFormHelperText: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    // At 390 px no page may run wider than the screen. The content column may shrink below its widest child
    // (a flex item keeps its content's width otherwise), and what cannot shrink scrolls inside its own box.
    RaLayout: {
      styleOverrides: { root: { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } } },
    },
    RaList: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-content': { overflowX: 'auto' },
          '& .RaList-actions, & .RaList-actions form': { flexWrap: 'wrap', minWidth: 0 },
          // The actions (filter, export) keep their own width at the row's end: on a phone react-admin gives them
          // the whole row's basis, which pushed them past the screen's edge.
          '& .RaList-actions > .MuiToolbar-root': { flex: '0 0 auto', marginLeft: 'auto' },
        },
      },
    },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
    // react-admin's 404 page greys its message to half opacity: 2.9:1 on white, below WCAG AA (axe color-contrast).
    RaNotFound: { styleOverrides: { root: { '& .RaNotFound-message': { opacity: 1 } } } },
    // Its empty list writes the message in the disabled text colour (rgba 0.38 on white, 2.3:1): the message says
    // what to do, so it reads in MUI's secondary text colour (rgba 0.6, 5.7:1).
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    MuiCardContent: { styleOverrides: { root: { overflowX: 'auto' } } },
    // A heading's long word breaks rather than widen the page; table cells keep whole words (they scroll instead).
    MuiTypography: { styleOverrides: { root: { '&.MuiTypography-h4, &.MuiTypography-h5, &.MuiTypography-h6': { overflowWrap: 'anywhere' } } } },
  },
};
