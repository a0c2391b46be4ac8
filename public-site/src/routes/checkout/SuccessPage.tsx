import { usePageHead } from '../../hooks/usePageHead';
import { useLocalizedPath, useT } from '../../i18n/locale';

/** /success: the payment went through; the learner's programs and transactions are in the member area. */
export function SuccessPage() {
  const t = useT();
  const to = useLocalizedPath();
  usePageHead(t('checkout.successTitle'), t('checkout.successDescription'));
  return (
    <section className="catalogue-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('checkout.successTitle')}</h1>
      <p className="lead">{t('checkout.successDescription')}</p>
      <a className="button button-primary" href={to('/member')}>
        {t('checkout.toMember')}
      </a>
    </section>
  );
}
