import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paginationWindow } from '@core/rules/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from '../assets/icons';
import { useT } from '../i18n/locale';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page (already in the page's locale): real links, so every page can be opened and crawled. */
  hrefFor: (page: number) => string;
}

/** SPEC 9's pagination bar: previous, the page window (packages/core/src/rules/pagination.ts), next. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const items = paginationWindow(page, totalPages);
  return (
    <nav className="pagination" aria-label={t('site.pagination.label')}>
      <ul>
        <li>
          <StepLink target={page > 1 ? hrefFor(page - 1) : undefined} label={t('site.pagination.previous')} rel="prev">
            <ChevronLeftIcon />
          </StepLink>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pagination-page"
                to={hrefFor(item)}
                aria-label={t('site.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink target={page < totalPages ? hrefFor(page + 1) : undefined} label={t('site.pagination.next')} rel="next">
            <ChevronRightIcon />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}

/** Previous or next: a link, or a disabled placeholder on the first or last page. */
function StepLink({ target, label, rel, children }: { target: string | undefined; label: string; rel: string; children: ReactNode }) {
  if (!target) {
    return (
      <span className="pagination-page pagination-step" aria-disabled="true" role="link" aria-label={label}>
        {children}
      </span>
    );
  }
  return (
    <Link className="pagination-page pagination-step" to={target} rel={rel} aria-label={label}>
      {children}
    </Link>
  );
}
