import { useEffect, useRef, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { byLocale } from '@core/content/localized';
import { shortText } from '@core/content/richText';
import type { GlobalSlug, TextPage } from '@core/content/types';
import { Notice } from '../../components/Notice';
import { loadOr } from '../../content/contentLoad';
import { RichTextView } from '../../content/RichTextView';
import { usePageHead } from '../../hooks/usePageHead';
import { useBreadcrumbData } from '../../hooks/useBreadcrumbData';
import { useLocale, useT } from '../../i18n/locale';
import { island } from '../../islands/Island';

const EMPTY_PAGE: TextPage = { titleId: '', titleEn: '', subtitleId: '', subtitleEn: '', image: { url: '' }, contentId: [], contentEn: [] };

/** The loader of a global text page (about us, alumni, privacy policy, terms, the corporate and education pages, ecosystem, what we do, scholarship, investor, affiliate, get the app). */
export const textPageLoader =
  (slug: GlobalSlug) =>
  async ({ context }: LoaderFunctionArgs) => {
    const page = await loadOr(context, 'v2', `/api/globals/${slug}`, EMPTY_PAGE);
    return { page: page.value, failed: page.failed };
  };

/** A global page of title, subtitle, picture and rich text; `withTermsModal` adds SPEC 2's toggleable terms modal. */
export function TextContentPage({ withTermsModal = false }: { withTermsModal?: boolean }) {
  const { page, failed } = useLoaderData<ReturnType<typeof textPageLoader>>();
  const t = useT();
  const locale = useLocale();
  const title = byLocale(locale, page.titleId, page.titleEn) || t('common.appName');
  const blocks = byLocale(locale, page.contentId, page.contentEn);
  usePageHead(title, byLocale(locale, page.subtitleId, page.subtitleEn) || shortText(blocks).slice(0, 160), useBreadcrumbData([{ name: title }]));
  return (
    <article className="content-page text-page">
      <h1 id="page-title">{title}</h1>
      {failed && <Notice tone="error">{t('content.loadFailed')}</Notice>}
      {page.subtitleId && <p className="lead">{byLocale(locale, page.subtitleId, page.subtitleEn)}</p>}
      {page.image.url && <img className="article-image" src={page.image.url} alt="" width={1200} height={500} />}
      <RichTextView blocks={blocks} />
      {withTermsModal && <TermsModalIsland title={title} blocks={blocks} />}
    </article>
  );
}

/** A button that opens the terms in a modal dialog, and a Close button (or Escape) that closes it. */
export function TermsModal({ title, blocks }: { title: string; blocks: TextPage['contentId'] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <>
      <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={() => setOpen((value) => !value)}>
        {t('content.terms.open')}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby="terms-modal-title" onClose={() => setOpen(false)}>
        <h2 id="terms-modal-title">{title}</h2>
        <RichTextView blocks={blocks} />
        <button type="button" className="button button-primary" onClick={() => setOpen(false)}>
          {t('common.close')}
        </button>
      </dialog>
    </>
  );
}

/** The modal's button hydrates it on first use; the rest of the page is markup only. */
const TermsModalIsland = island('termsModal', TermsModal, 'interaction');
