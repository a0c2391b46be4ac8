import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  Datagrid,
  Edit,
  ReferenceArrayInput,
  SaveButton,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { LocaleDateField, LocaleNumberField } from '../../shared/fields/localeFields';
import { parseErrorMessage } from '@core/errors/parseError';
import { COURSE_STATUSES } from '@core/learning/courseDocument';
import type { ReviewCourseRecord } from '@core/learning/studio';
import { useMember } from '../../shared/memberContext';
import { ResourceList } from '../../shared/ResourceList';

/** The courses the operator reviews: publish one in review as its next version, or send it back with a note. */
const statusChoices = COURSE_STATUSES.map((id) => ({ id, name: `studio.statuses.${id}` }));

export function CourseReviewList() {
  return (
    <ResourceList
      title="menu.adminCourses"
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="status" source="status" label="studio.list.status" choices={statusChoices} alwaysOn />,
      ]}
      filterDefaultValues={{ status: 'review' }}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <LocaleDateField source="updatedAt" label="studio.list.updated" sortable={false} />
        <TextField source="title" label="studio.list.title" sortable={false} />
        <TextField source="providerName" label="studio.review.provider" sortable={false} />
        <TextField source="authorName" label="studio.review.author" sortable={false} />
        <SelectField source="status" label="studio.list.status" choices={statusChoices} sortable={false} />
        <LocaleNumberField source="currentVersion" label="studio.review.currentVersion" sortable={false} emptyText="—" />
        <LocaleNumberField source="activityCount" label="studio.review.activities" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

/** The draft in short: its modules with their activities' kinds and minutes. */
function Outline() {
  const translate = useTranslate();
  const record = useRecordContext<ReviewCourseRecord>();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="course-outline" sx={{ width: '100%' }}>
      <Typography id="course-outline" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('studio.review.summaryHeading')} ({translate('studio.review.moduleCount', { smart_count: record.moduleCount })},{' '}
        {translate('studio.review.activityCount', { smart_count: record.activityCount })})
      </Typography>
      {record.outline.map((module, index) => (
        <Box key={module.id} sx={{ mt: 1 }}>
          <Typography component="h3" variant="body1" sx={{ fontWeight: 600 }}>
            {index + 1}. {module.title}
          </Typography>
          <MuiList dense disablePadding>
            {module.activities.map((activity) => (
              <ListItem key={activity.id} disableGutters>
                <ListItemText
                  primary={activity.title}
                  secondary={[
                    translate(`studio.kinds.${activity.kind}`),
                    translate('studio.review.minutes', { n: activity.durationMinutes }),
                    ...(activity.required ? [] : [translate('studio.review.optional')]),
                  ].join(' · ')}
                />
              </ListItem>
            ))}
          </MuiList>
        </Box>
      ))}
    </Box>
  );
}

/** Publish and send back, for a course in review; the note is what the author reads in the studio. */
function ReviewActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { gateway } = useMember();
  const record = useRecordContext<ReviewCourseRecord>();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  if (!record) return null;

  async function act(action: 'publish' | 'reject', body?: unknown) {
    if (!record) return;
    setBusy(true);
    try {
      const answer = await gateway.main.post<{ message: string }>(`/admin-courses/${encodeURIComponent(record.id)}/${action}`, body);
      notify(answer.message, { type: 'success' });
      setRejecting(false);
      refresh();
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1} sx={{ my: 1, width: '100%' }}>
      {record.reviewNote && record.status === 'draft' && (
        <Typography variant="body2">
          {translate('studio.editor.reviewNote')}: {record.reviewNote}
        </Typography>
      )}
      {record.status === 'review' ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" color="success" disabled={busy} onClick={() => void act('publish')}>
            {translate('studio.review.publish')}
          </Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setRejecting(true)}>
            {translate('studio.review.reject')}
          </Button>
        </Stack>
      ) : (
        <Box>
          <Chip label={translate(`studio.statuses.${record.status}`)} />
        </Box>
      )}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby="course-reject-title" fullWidth maxWidth="sm">
        <DialogTitle id="course-reject-title">{translate('studio.review.reject')}</DialogTitle>
        <DialogContent>
          <MuiTextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate('studio.review.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" disabled={busy || !note.trim()} onClick={() => void act('reject', { note })}>
            {translate('studio.review.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** One course: its details, the draft's outline, publish or send back, and the programs that open it (the form's save). */
export function CourseReviewEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  // Saving links programs: the operator stays on the course (a published one is no longer in the list's default "In
  // review" filter) and reads the gateway's own words for it.
  return (
    <Edit
      title="menu.adminCourses"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: () => notify('studio.programsSaved', { type: 'success' }) }}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="studio.review.savePrograms" />
          </Toolbar>
        }
      >
        <TextField source="title" label="studio.list.title" variant="h6" />
        <TextField source="providerName" label="studio.review.provider" />
        <TextField source="authorName" label="studio.review.author" />
        <TextField source="competency" label="studio.list.competency" emptyText="—" />
        <TextField source="summary" label="studio.list.summary" emptyText="—" />
        <LocaleNumberField source="currentVersion" label="studio.review.currentVersion" emptyText="—" />
        <ReviewActions />
        <Outline />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
          {translate('studio.review.programs')}
        </Typography>
        <ReferenceArrayInput source="programIds" reference="admin-programs" perPage={50}>
          <AutocompleteArrayInput label="studio.review.programs" optionText="titleId" filterToQuery={(q: string) => ({ q })} fullWidth />
        </ReferenceArrayInput>
      </SimpleForm>
    </Edit>
  );
}
