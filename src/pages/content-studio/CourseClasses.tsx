import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, IconButton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DataTable, ListContextProvider, Loading, Pagination, useList, useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatLongDate } from '@core/format/dates';
import type { Envelope } from '@core/gateway/families';
import type { ClassTrainerOption, StudioClass } from '@core/learning/courseClasses';
import type { StudioCourse } from '@core/learning/studio';
import { useMember } from '../../shared/memberContext';
import { gatewayQueryKey, useGatewayQuery } from '../../shared/useGatewayQuery';
import { ClassDialog, DeleteClassDialog } from './ClassDialogs';
import { classesPath, coursePath } from './studioApi';
import { numberFormat } from '@core/format/locale';

/**
 * The course's classes: who teaches, when, how full, the trainer's share; made, changed and removed by the
 * provider. Classes open once the course is published (learners only follow a published version).
 */
export function CourseClasses({ course }: { course: StudioCourse }) {
  const translate = useTranslate();
  if (course.currentVersion === null) return <Typography color="text.secondary">{translate('studio.classes.notPublished')}</Typography>;
  return <ClassList courseId={course.id} />;
}

type Editing = { mode: 'create' } | { mode: 'edit'; item: StudioClass } | null;

function ClassList({ courseId }: { courseId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { gateway, locale } = useMember();
  const queryClient = useQueryClient();
  const key = ['main', classesPath(courseId)];
  const classes = useGatewayQuery(key, async (client) => (await client.main.get<Envelope<StudioClass[]>>(classesPath(courseId))).data);
  const trainers = useGatewayQuery(
    ['main', `${coursePath(courseId)}/trainers`],
    async (client) => (await client.main.get<Envelope<ClassTrainerOption[]>>(`${coursePath(courseId)}/trainers`)).data,
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<StudioClass | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: gatewayQueryKey(key) });

  if (classes.isPending || trainers.isPending) return <Loading />;
  if (classes.isError || trainers.isError) return <Alert severity="error">{parseErrorMessage(classes.error ?? trainers.error)}</Alert>;

  async function remove(item: StudioClass) {
    setDeleting(null);
    setFailure(null);
    try {
      const answer = await gateway.main.delete<Envelope<null>>(`${classesPath(courseId)}/${encodeURIComponent(item.id)}`);
      notify(answer.message, { type: 'success' });
      refresh();
    } catch (error) {
      setFailure(parseErrorMessage(error));
    }
  }

  const date = (value: string) => formatLongDate(value, locale);
  const used = (item: StudioClass) =>
    item.capacity === null
      ? translate('studio.classes.usedUnlimited', { used: item.learnerCount })
      : translate('studio.classes.used', { used: item.learnerCount, total: item.capacity });
  const fee = (item: StudioClass) => `${numberFormat(locale, { maximumFractionDigits: 2 }).format(item.feeRate)}%`;
  const actions = (item: StudioClass) => (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <IconButton aria-label={`${translate('studio.classes.edit')}: ${item.name}`} onClick={() => setEditing({ mode: 'edit', item })}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`${translate('studio.classes.remove')}: ${item.name}`} onClick={() => setDeleting(item)}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate('studio.classes.intro')}</Typography>
      {trainers.data.length === 0 && <Alert severity="warning">{translate('studio.classes.noTrainers')}</Alert>}
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {classes.data.length === 0 ? (
        <Typography color="text.secondary">
          {translate('studio.classes.empty')} {translate('studio.classes.emptyHint')}
        </Typography>
      ) : phone ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {classes.data.map((item) => (
            <Box component="li" key={item.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {item.name}
                </Typography>
                {actions(item)}
              </Stack>
              <Typography variant="body2">
                {translate('studio.classes.trainer')}: {item.trainerName}
              </Typography>
              <Typography variant="body2">
                {date(item.startsOn)} – {date(item.endsOn)}
              </Typography>
              <Typography variant="body2">
                {translate('studio.classes.learners')}: {used(item)} · {translate('studio.classes.feeRate')}: {fee(item)}
              </Typography>
            </Box>
          ))}
        </Stack>
      ) : (
        <ClassTable classes={classes.data} date={date} used={used} fee={fee} actions={actions} />
      )}
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} disabled={trainers.data.length === 0} onClick={() => setEditing({ mode: 'create' })}>
          {translate('studio.classes.add')}
        </Button>
      </Box>
      {editing && (
        <ClassDialog
          courseId={courseId}
          item={editing.mode === 'edit' ? editing.item : null}
          trainers={trainers.data}
          fullScreen={phone}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      <DeleteClassDialog item={deleting} onCancel={() => setDeleting(null)} onConfirm={(item) => void remove(item)} />
    </Stack>
  );
}

const Col = DataTable.Col<StudioClass>;
/** The name cell is its row's header (DataTable.Col hands `component` to the cell, though its type leaves it out). */
const ROW_HEADER = { component: 'th' } as object;

/**
 * The classes on a wider screen as react-admin's DataTable over the course's classes (a handful: sorted and paged in
 * the browser), sortable by name, trainer, start, learners and fee; a phone shows them as cards.
 */
function ClassTable({
  classes,
  date,
  used,
  fee,
  actions,
}: {
  classes: StudioClass[];
  date: (value: string) => string;
  used: (item: StudioClass) => string;
  fee: (item: StudioClass) => string;
  actions: (item: StudioClass) => ReactNode;
}) {
  const translate = useTranslate();
  const list = useList<StudioClass>({ data: classes, perPage: 25 });
  return (
    <ListContextProvider value={list}>
      <DataTable<StudioClass>
        // react-admin's DataTable wants a resource (its delete check asks, even when off); these rows have none of their own.
        resource="course-classes"
        aria-label={translate('studio.classes.heading')}
        rowClick={false}
        bulkActionButtons={false}
        sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        <Col source="name" label="studio.classes.name" {...ROW_HEADER} sx={{ overflowWrap: 'anywhere' }} />
        <Col source="trainerName" label="studio.classes.trainer" />
        <Col source="startsOn" label="studio.classes.period" render={(item) => `${date(item.startsOn)} – ${date(item.endsOn)}`} />
        <Col source="learnerCount" label="studio.classes.learners" render={used} />
        <Col source="feeRate" label="studio.classes.feeRate" align="right" render={fee} />
        <Col label="studio.classes.actions" disableSort align="right" render={actions} />
      </DataTable>
      {classes.length > 25 && <Pagination rowsPerPageOptions={[25, 50, 100]} />}
    </ListContextProvider>
  );
}
