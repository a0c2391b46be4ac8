import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

// Kept apart from ResourceList (ResourceList.tsx): MemberPage, in the member app's first load, uses the hook, and
// react-admin's List beside it put 38 kB gzip of list machinery into that load (337.6 kB against the 300 kB budget).

/**
 * The browser tab's and screen readers' page title, "<page> | <app>": react-admin titles only the app bar.
 * `title` is already translated.
 */
export function useDocumentTitle(title: string): void {
  const translate = useTranslate();
  useEffect(() => {
    document.title = `${title} | ${translate('common.appName')}`;
  }, [title, translate]);
}

/** A member page's level-1 heading (the app bar's title is a level-6 heading, which no reader takes for the page's). */
export function PageHeading({ title }: { title: string }) {
  return (
    <Typography component="h1" variant="h5" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
  );
}
