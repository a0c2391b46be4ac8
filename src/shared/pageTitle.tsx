import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { List, useTranslate, type ListProps } from 'react-admin';

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

/**
 * react-admin's List with what every member page owes its reader: the level-1 heading and the tab's title, both
 * from the list's title (a catalog key), which also stays the app bar's.
 */
export function ResourceList({ title, ...props }: ListProps & { title: string }) {
  const translate = useTranslate();
  const text = translate(title);
  useDocumentTitle(text);
  return (
    <>
      <PageHeading title={text} />
      <List title={title} {...props} />
    </>
  );
}
