import { Alert, Box, Button, Card, CardContent, CircularProgress, Rating, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { useMember } from '../../shared/memberContext';
import { useGatewayQuery, useSetGatewayQueryData } from '../../shared/useGatewayQuery';
import { numberFormat } from '@core/format/locale';
import { formatDateTime } from '@core/format/dates';

/** The learner's feedback on a course as the gateway answers it (server/src/features/learning/learner/memberFeedbackRoutes.ts). */
interface FeedbackView {
  rating: number | null;
  comment: string;
  updatedAt: string | null;
  ratingCount: number;
  averageRating: number | null;
}

const MAX_COMMENT = 2000;

/**
 * The learner's rating (1..5 stars) and comment on a course, on the course page: one per learner and course,
 * changed at any time; the saved state is shown with its date.
 */
export function CourseFeedback({ courseId }: { courseId: string }) {
  const translate = useTranslate();
  const headingId = useId();
  const path = `/kompetensi/courses/${encodeURIComponent(courseId)}/feedback`;
  const key = ['main', path];
  const { data, isPending, isError, error } = useGatewayQuery(key, async (client) => (await client.main.get<Envelope<FeedbackView>>(path)).data);
  const setData = useSetGatewayQueryData<FeedbackView>(key);

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {translate('calendarForum.feedback.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('calendarForum.feedback.intro')}
        </Typography>
        {isPending && <CircularProgress size={24} aria-label={translate('calendarForum.feedback.heading')} />}
        {isError && <Alert severity="error">{`${translate('calendarForum.feedback.loadError')}: ${parseErrorMessage(error)}`}</Alert>}
        {/* A new form per saved state: it starts from what was saved. */}
        {data && <FeedbackForm key={data.updatedAt ?? 'none'} courseId={courseId} path={path} saved={data} onSaved={setData} />}
      </CardContent>
    </Card>
  );
}

function FeedbackForm({
  courseId,
  path,
  saved: data,
  onSaved,
}: {
  courseId: string;
  path: string;
  saved: FeedbackView;
  onSaved: (data: FeedbackView) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway, locale } = useMember();
  const [rating, setRating] = useState<number | null>(data.rating);
  const [comment, setComment] = useState(data.comment);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (rating === null) return;
    setSaving(true);
    try {
      const answer = await gateway.main.put<Envelope<FeedbackView>>(path, { rating, comment });
      onSaved(answer.data);
      notify(answer.message, { type: 'success' });
    } catch (saveError) {
      notify(parseErrorMessage(saveError), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const ratingNames = (value: number) => translate(`calendarForum.feedback.ratingNames.${value}`);
  const changed = rating !== data.rating || comment !== data.comment;

  return (
    <Stack spacing={2}>
      <Box>
        <Typography component="legend" variant="subtitle2">
          {translate('calendarForum.feedback.ratingLabel')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Rating
            name={`course-feedback-${courseId}`}
            value={rating}
            onChange={(_event, value) => setRating(value)}
            getLabelText={(value) => `${value} – ${ratingNames(value)}`}
            size="large"
          />
          {rating !== null && <Typography variant="body2">{ratingNames(rating)}</Typography>}
        </Stack>
        {rating === null && (
          <Typography variant="caption" color="text.secondary">
            {translate('calendarForum.feedback.chooseRating')}
          </Typography>
        )}
      </Box>
      <TextField
        label={translate('calendarForum.feedback.commentLabel')}
        value={comment}
        onChange={(event) => setComment(event.target.value.slice(0, MAX_COMMENT))}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_COMMENT } }}
        helperText={translate('calendarForum.feedback.commentHelp', { count: comment.length })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" onClick={() => void save()} disabled={rating === null || saving || !changed}>
          {translate('calendarForum.feedback.save')}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {data.updatedAt
            ? translate('calendarForum.feedback.savedAt', {
                date: formatDateTime(data.updatedAt, locale),
              })
            : translate('calendarForum.feedback.notYet')}
        </Typography>
      </Stack>
      {data.averageRating !== null && (
        <Typography variant="caption" color="text.secondary">
          {translate('calendarForum.feedback.average', {
            average: numberFormat(locale, { maximumFractionDigits: 1 }).format(data.averageRating),
            count: data.ratingCount,
          })}
        </Typography>
      )}
    </Stack>
  );
}
