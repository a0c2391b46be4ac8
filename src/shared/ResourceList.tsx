import { List, useResourceContext, useTranslate, type ListProps } from 'react-admin';
import { useDates } from './format/useDates';
import { tableExporter } from './lists/columnsExport';
import { PageHeading, useDocumentTitle } from './pageTitle';

/**
 * react-admin's List with what every member page owes its reader: the level-1 heading and the tab's title, both
 * from the list's title (a catalog key), which also stays the app bar's. Its export, unless the page gives one, is
 * the table's own columns with their headers in the page's language (lists/columnsExport.ts).
 */
export function ResourceList({ title, ...props }: ListProps & { title: string }) {
  const translate = useTranslate();
  const dates = useDates();
  const resource = useResourceContext(props) ?? 'export';
  const text = translate(title);
  useDocumentTitle(text);
  const exporter = props.exporter === undefined ? tableExporter(props.children, translate, resource, dates) : props.exporter;
  return (
    <>
      <PageHeading title={text} />
      <List title={title} {...props} exporter={exporter} />
    </>
  );
}
