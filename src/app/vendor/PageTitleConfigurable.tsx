import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface PageTitleProps {
  title?: string | ReactNode;
  defaultTitle?: ReactNode;
  className?: string;
  preferenceKey?: unknown;
  [attribute: string]: unknown;
}

/**
 * Stands in for react-admin's PageTitleConfigurable, which vite.config.ts swaps out of ra-ui-materialui's Title:
 * the title as react-admin's PageTitle renders it (ra-ui-materialui/dist/layout/PageTitle.js, which the package does
 * not export), without the Configurable wrapper and the editor through which react-admin's preferences inspector
 * retitles a page. The member app never opens that inspector, and the editor's MUI TextField (with Select, the
 * three input variants and their labels) was 9.5 kB gzip of the member app's first load, brought in by the error
 * page that react-admin's Layout imports.
 */
export function PageTitleConfigurable({ title, defaultTitle, className, preferenceKey: _preferenceKey, ...rest }: PageTitleProps) {
  const translate = useTranslate();
  return (
    <span className={className}>
      {!title ? <span {...rest}>{defaultTitle}</span> : typeof title === 'string' ? <span {...rest}>{translate(title, { _: title })}</span> : title}
    </span>
  );
}
