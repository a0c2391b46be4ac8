import { Link, useLoaderData, useLocation } from 'react-router';
import type { ProgramDetail } from '@core/catalogue/model';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { KIND_LABEL_KEY } from '@core/rules/programLinks';
import { loginPathFor } from '@core/rules/redirect';
import { addProgramToCart } from '../../cart/cartStore';
import { Notice } from '../../components/Notice';
import { usePageHead } from '../../hooks/usePageHead';
import { useRequest } from '../../hooks/useRequest';
import { useLocalizedPath, useT } from '../../i18n/locale';
import { useSiteData } from '../../siteData';

/** A program's detail (SPEC 2): what it teaches, its activities, price, discount and total, and Add to cart. */
export function ProgramDetailPage() {
  const t = useT();
  const to = useLocalizedPath();
  const location = useLocation();
  const { loggedIn } = useSiteData();
  const program = useLoaderData<ProgramDetail>();
  const adding = useRequest<true>();
  usePageHead(program.title, program.description);

  function addToCart() {
    // A visitor logs in first and comes back here (SPEC 2).
    if (!loggedIn) {
      window.location.assign(loginPathFor(to('/login'), location.pathname));
      return;
    }
    const { id, title, subProgramId, enrollmentType, description, cover, price, discount, total } = program;
    void adding.run(async () => {
      await addProgramToCart({ id, title, subProgramId, type: enrollmentType, desc: description, picture: cover, price, discount, total });
      return true;
    });
  }

  return (
    <article className="catalogue-page program-detail" aria-labelledby="page-title">
      <p className="program-card-kind">
        {t(KIND_LABEL_KEY[program.kind])} · {program.category}
      </p>
      <h1 id="page-title">{program.title}</h1>
      <p className="lead">{program.description}</p>
      <div className="program-detail-layout">
        <div>
          <h2>{t('catalogue.competency')}</h2>
          <p>{program.competency}</p>
          <h2>{t('catalogue.activities')}</h2>
          <ul>
            {program.activity.map((activity) => (
              <li key={activity}>{activity}</li>
            ))}
          </ul>
          {program.availableFrom && <p>{t('catalogue.availableFrom', { date: program.availableFrom })}</p>}
        </div>
        <aside className="cart-summary" aria-labelledby="price-title">
          <h2 id="price-title">{t('cart.price')}</h2>
          <dl>
            <dt>{t('cart.price')}</dt>
            <dd>{formatIdr(program.price)}</dd>
            <dt>{t('cart.discount')}</dt>
            <dd>-{formatIdr(program.discount)}</dd>
            <dt>{t('cart.total')}</dt>
            <dd className="cart-total">{formatIdr(program.total)}</dd>
          </dl>
          <button type="button" className="button button-primary" onClick={addToCart} disabled={adding.busy}>
            {t('catalogue.addToCart')}
          </button>
          <Link className="button button-secondary" to={to(`/buy-now?type=${program.enrollmentType}&id=${program.id}`)}>
            {t('catalogue.buyNow')}
          </Link>
          {adding.result && (
            <Notice tone="success">
              {t('cart.added')} <Link to={to('/cart')}>{t('catalogue.goToCart')}</Link>
            </Notice>
          )}
          {adding.error !== null && <Notice tone="info">{parseErrorMessage(adding.error)}</Notice>}
        </aside>
      </div>
    </article>
  );
}
