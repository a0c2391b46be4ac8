import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RegistrationEvent } from '@core/certification/contract';
import type { PageCatalog } from './pageCatalog';
import { useCertificationFormat } from './useCertificationFormat';

/** The registration's history: each change of state, who made it, when, and their note. */
export function RegistrationEvents({ events, catalog }: { events: readonly RegistrationEvent[]; catalog: PageCatalog }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  return (
    <section aria-labelledby="events-heading">
      <Typography component="h2" variant="h6" id="events-heading" sx={{ mt: 3 }}>
        {translate(`${catalog}.events.title`)}
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, my: 1 }}>
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <Typography variant="body2">
              <strong>{translate(`certification.states.${event.to}`)}</strong> — {event.actor ?? translate(`${catalog}.events.system`)},{' '}
              <time dateTime={event.at}>{format.dateTime(event.at)}</time>
              {event.note ? `: ${event.note}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </section>
  );
}
