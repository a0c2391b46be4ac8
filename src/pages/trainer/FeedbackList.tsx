import { Alert, List, ListItem, ListItemText, Rating, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatLongDate } from '@core/format/dates';
import { useMember } from '../../shared/memberContext';
import { PagingControls, Pending, RatingText } from './dashboardParts';
import { TRAINER_BASE, useDashboardRead, type FeedbackAnswer } from './trainerApi';

/** The ratings and comments the trainer's learners left, of one class or all their classes, with each course's rating. */
export function FeedbackList({ classId }: { classId?: string }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const [pageIndex, setPageIndex] = useState(1);
  const feedback = useDashboardRead<FeedbackAnswer>(`${TRAINER_BASE}/feedback`, { classId, pageIndex, pageSize: 20 });
  if (feedback.isError) return <Alert severity="error">{parseErrorMessage(feedback.error)}</Alert>;
  if (!feedback.data) return <Pending />;
  return (
    <>
      <List dense>
        {feedback.data.courses.map((course) => (
          <ListItem key={course.courseId} disableGutters>
            <ListItemText primary={course.courseName} secondary={<RatingText avg={course.avgRating} />} />
          </ListItem>
        ))}
      </List>
      {feedback.data.items.length === 0 ? (
        <Typography>{translate('trainerDashboard.feedbackPage.none')}</Typography>
      ) : (
        <List>
          {feedback.data.items.map((item) => (
            <ListItem key={`${item.courseId}-${item.accountId}`} divider disableGutters alignItems="flex-start">
              <ListItemText
                primary={
                  <>
                    <Rating
                      value={item.rating}
                      readOnly
                      size="small"
                      aria-label={translate('trainerDashboard.feedbackPage.stars', { rating: item.rating })}
                    />{' '}
                    {item.name} · {item.courseName} ({item.className})
                  </>
                }
                secondary={`${item.comment || translate('trainerDashboard.feedbackPage.noComment')} — ${formatLongDate(item.updatedAt, locale)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <PagingControls page={feedback.data} onPage={setPageIndex} />
    </>
  );
}
