import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RegistrationState } from '@core/certification/states';

// MUI's warning and info chips are too pale for their small white text (WCAG contrast): waiting states stay neutral.
const STATE_COLOR: Partial<Record<RegistrationState, 'success' | 'error'>> = {
  competent: 'success',
  'recommended-k': 'success',
  rejected: 'error',
  'not-yet-competent': 'error',
};

export function RegistrationStateChip({ state }: { state: RegistrationState }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATE_COLOR[state] ?? 'default'} label={translate(`lspPages.states.${state}`)} />;
}
