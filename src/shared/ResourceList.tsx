import { List, useTranslate, type ListProps } from 'react-admin';
import { PageHeading, useDocumentTitle } from './pageTitle';

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
