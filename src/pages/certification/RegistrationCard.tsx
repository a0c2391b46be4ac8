import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RegistrationView } from '@core/certification/contract';
import { RegistrationEvents } from '../../shared/certification/RegistrationEvents';
import { RegistrationStateChip } from '../../shared/certification/StatusChips';

interface RegistrationCardProps {
  view: RegistrationView;
  /** The page's h1, beside the registration's state. */
  title: string;
  /** The link back to the reader's list, and its text. */
  back: { to: string; label: string };
  /** What the reader does after the history (the asesi's withdrawal and appeal), if anything. */
  after?: ReactNode;
  children: ReactNode;
}

/** The frame of a registration's page for the asesi and for the assessor: title and state, the page's sections, the history, the way back. */
export function RegistrationCard({ view, title, back, after, children }: RegistrationCardProps) {
  return (
    <Card sx={{ mt: 2, maxWidth: 1100 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'flex-start', sm: 'center' }}>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          <RegistrationStateChip state={view.state} />
        </Stack>
        {children}
        <RegistrationEvents events={view.events} catalog="certificationPages" />
        {after}
        <Button component={Link} to={back.to} sx={{ mt: 2 }}>
          {back.label}
        </Button>
      </CardContent>
    </Card>
  );
}
