import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CourseStatus } from '@core/learning/courseDocument';

const COLOURS = { draft: 'default', review: 'warning', published: 'success' } as const;

/** A course's status as a chip (draft, in review, published). */
export function StatusChip({ status }: { status: CourseStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[status]} label={translate(`studio.statuses.${status}`)} />;
}
