/** Texts every page of both apps shares (app name, language toggle, buttons, error pages), merged into en.ts as `common`; id's twin is common.id.ts. */
export const commonEn = {
  appName: 'BISA',
  language: 'Language',
  switchToEnglish: 'ENG',
  switchToIndonesian: 'IND',
  loading: 'Loading…',
  backHome: 'Back to Home page',
  yes: 'Yes',
  cancel: 'Cancel',
  close: 'Close',
  skipToContent: 'Skip to content',
  pageNotFound: 'Page not found',
  // SPEC 2 and 8 give the error texts in English only; they are shown as given in both locales.
  notFoundText: 'This page could not be found',
  errorStatus: 'An error occurred - %{status}',
  copyright: '© 2024 BISA. All rights reserved.',
};
