import { useNavigate, useParams } from 'react-router';
import { paySandbox } from '@client/checkout/api';
import { parseErrorMessage } from '@core/errors/parseError';
import { browserClient } from '../../client';
import { Notice } from '../../components/Notice';
import { usePageHead } from '../../hooks/usePageHead';
import { useRequest } from '../../hooks/useRequest';
import { useLocalizedPath, useT } from '../../i18n/locale';

/** The sandbox payment provider's page (development and tests): the learner chooses whether the payment succeeds. */
export function SandboxPaymentPage() {
  const t = useT();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { orderId = '' } = useParams();
  const paying = useRequest<true>();
  usePageHead(t('checkout.sandboxTitle'), t('checkout.sandboxDescription'));

  async function answer(outcome: 'paid' | 'failed') {
    const done = await paying.run(async () => {
      await paySandbox(browserClient().gateway, orderId, outcome);
      return true;
    });
    if (done) void navigate(to(`/success?order=${encodeURIComponent(orderId)}`));
  }

  return (
    <section className="catalogue-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('checkout.sandboxTitle')}</h1>
      <p className="lead">{t('checkout.sandboxDescription')}</p>
      <div className="actions">
        <button type="button" className="button button-primary" disabled={paying.busy} onClick={() => void answer('paid')}>
          {t('checkout.sandboxPay')}
        </button>
        <button type="button" className="button button-secondary" disabled={paying.busy} onClick={() => void answer('failed')}>
          {t('checkout.sandboxFail')}
        </button>
      </div>
      {paying.error !== null && <Notice tone="error">{parseErrorMessage(paying.error)}</Notice>}
    </section>
  );
}
