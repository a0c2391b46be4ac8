import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { RegistrationView } from '@core/certification/contract';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';

/** The assessor's recommendation, the plenary's decision and its committee, the certificate, and the appeals with their state. */
export function DecisionSection({ view, certificateLink }: { view: RegistrationView; certificateLink?: string }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const decided = view.state === 'competent' || view.state === 'not-yet-competent';
  if (!view.recommendation && !decided && view.appeals.length === 0) return null;
  return (
    <section aria-labelledby="decision-heading">
      <Typography component="h2" variant="h6" id="decision-heading" sx={{ mt: 3 }}>
        {translate('certificationPages.decision.title')}
      </Typography>
      {view.recommendation && (
        <Typography variant="body2">
          {translate('certificationPages.decision.recommendation')}: <strong>{view.recommendation}</strong>
        </Typography>
      )}
      {decided && (
        <Typography variant="body2">
          {translate('certificationPages.decision.decision')}: <strong>{translate(`certification.states.${view.state}`)}</strong>
          {view.decidedAt && `, ${format.date(view.decidedAt)}`}
          {view.decisionCommittee.length > 0 && ` (${translate('certificationPages.decision.committee')}: ${view.decisionCommittee.join(', ')})`}
        </Typography>
      )}
      {view.certificate && (
        <Typography variant="body2">
          {translate('certificationPages.decision.certificate')}:{' '}
          {certificateLink ? (
            <MuiLink component={Link} to={certificateLink}>
              {view.certificate.number}
            </MuiLink>
          ) : (
            view.certificate.number
          )}
        </Typography>
      )}
      {view.appeals.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
            {translate('certificationPages.appeal.list')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
            {view.appeals.map((appeal) => (
              <li key={appeal.id}>
                <Typography variant="body2">
                  {format.date(appeal.createdAt)}: {appeal.reason} — <strong>{translate(`certificationPages.appeal.states.${appeal.state}`)}</strong>
                  {appeal.decisionNote ? ` (${appeal.decisionNote})` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
    </section>
  );
}
