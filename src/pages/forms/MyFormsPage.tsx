import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  InputLabel,
  List,
  ListItem,
  ListItemButton,
  MenuItem,
  Select,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useBasename, usePermissions, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { useMember } from '../../shared/memberContext';
import { useDocumentTitle } from '../../shared/pageTitle';
import { parseErrorMessage } from '@core/errors/parseError';
import { isRoleName } from '@core/rules/roles';
import { FORM_ROLES, type FormBox, STATUS_MESSAGES } from '@core/forms';
import type { FormSummary, InstanceSummary, SchemeSummary } from '@core/forms/contract';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { formsApi } from './formsApi';
import { formatDateTime } from '@core/format/dates';

const BOXES: { box: FormBox; label: string }[] = [
  { box: 'draft', label: 'forms.boxDraft' },
  { box: 'waiting', label: 'forms.boxWaiting' },
  { box: 'completed', label: 'forms.boxCompleted' },
];

/**
 * Starting a form: the forms the role fills a part of, for a chosen certification scheme. The asesi and the LSP may
 * name the assessor by e-mail; only a named assessor reaches the form (an assessor starting one is its own).
 */
function StartForm({ forms, schemes }: { forms: FormSummary[]; schemes: SchemeSummary[] }) {
  const translate = useTranslate();
  const { gateway, locale } = useMember();
  const navigate = useNavigate();
  const basename = useBasename();
  const { permissions: role } = usePermissions<string>();
  const roles = isRoleName(role) ? FORM_ROLES[role] : [];
  const namesAssessor = !roles.includes('asesor') && (roles.includes('asesi') || roles.includes('admin-lsp'));
  const [slug, setSlug] = useState(forms[0]?.slug ?? '');
  const [schemeId, setSchemeId] = useState(schemes[0]?.id ?? '');
  const [asesorEmail, setAsesorEmail] = useState('');
  const [error, setError] = useState<string>();
  const start = async () => {
    try {
      const view = await formsApi(gateway).create(slug, schemeId || undefined, (namesAssessor && asesorEmail.trim()) || undefined);
      navigate(`${basename}/${view.slug}/${view.id}`);
    } catch (caught) {
      setError(parseErrorMessage(caught));
    }
  };
  return (
    <Card component="section" aria-labelledby="start-form">
      <CardContent>
        <Typography id="start-form" component="h2" variant="h6" gutterBottom>
          {translate('forms.startNew')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormControl sx={{ minWidth: 320 }}>
            <InputLabel id="start-form-label">{translate('forms.myForms')}</InputLabel>
            <Select labelId="start-form-label" label={translate('forms.myForms')} value={slug} onChange={(event) => setSlug(event.target.value)}>
              {forms.map((form) => (
                <MenuItem key={form.slug} value={form.slug}>{`${form.code} ${form.title[locale]}`}</MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl sx={{ minWidth: 260 }}>
            <InputLabel id="start-scheme-label">{translate('forms.scheme')}</InputLabel>
            <Select
              labelId="start-scheme-label"
              label={translate('forms.scheme')}
              value={schemeId}
              onChange={(event) => setSchemeId(event.target.value)}
            >
              {schemes.map((scheme) => (
                <MenuItem key={scheme.id} value={scheme.id}>
                  {scheme.title[locale]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {namesAssessor && (
            <TextField
              type="email"
              label={translate('forms.assessorEmail')}
              helperText={translate('forms.assessorEmailHint')}
              value={asesorEmail}
              onChange={(event) => setAsesorEmail(event.target.value)}
              sx={{ minWidth: 260 }}
            />
          )}
          <Button variant="contained" onClick={() => void start()} disabled={!slug}>
            {translate('forms.create')}
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** Columns at laptop width (form, asesi, scheme, status); stacked, each value after its label, on a phone. */
const COLUMNS = { display: 'grid', gap: { xs: 0.5, md: 2 }, gridTemplateColumns: { xs: '1fr', md: '2fr 1.4fr 1.6fr 1.2fr' }, width: '100%' } as const;

/** Out of sight where the headings show it (md up) but still read by screen readers. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** One value of a line: its label shown beside it only when the columns' headings are not (a phone). */
function Cell({ label, children, strong = false }: { label: string; children: string; strong?: boolean }) {
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: strong ? 600 : undefined, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={(theme) => ({ color: 'text.secondary', [theme.breakpoints.up('md')]: VISUALLY_HIDDEN })}>{`${label}: `}</Box>
      {children}
    </Typography>
  );
}

/** The lines of one box: whose form it is and for which scheme, not only the form's code. */
function FormList({ items }: { items: InstanceSummary[] }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const basename = useBasename();
  const navigate = useNavigate();
  const headings = [translate('forms.listForm'), translate('forms.listAsesi'), translate('forms.scheme'), translate('forms.listStatus')];
  return (
    <List>
      {/* Visual headings only: each cell also names its column for a screen reader and on a phone. */}
      <ListItem aria-hidden sx={{ ...COLUMNS, display: { xs: 'none', md: 'grid' }, px: 2, color: 'text.secondary' }}>
        {headings.map((heading) => (
          <Typography key={heading} component="span" variant="caption">
            {heading}
          </Typography>
        ))}
      </ListItem>
      {items.map((item) => (
        <ListItem key={item.id} disablePadding divider>
          <ListItemButton onClick={() => navigate(`${basename}/${item.slug}/${item.id}`)}>
            <Box sx={COLUMNS}>
              <Cell label={headings[0]!} strong>{`${item.form} ${item.title[locale]}`}</Cell>
              <Cell label={headings[1]!}>{item.asesiName ?? translate('forms.noAsesi')}</Cell>
              <Cell label={headings[2]!}>{item.schemeTitle?.[locale] ?? translate('forms.noScheme')}</Cell>
              <Cell label={headings[3]!}>
                {`${translate(STATUS_MESSAGES[item.status])} · v${item.version} · ${formatDateTime(item.updatedAt, locale)}`}
              </Cell>
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** /form: the caller's forms by box (to fill in, waiting for my signature, completed) and a way to start one. */
export function MyFormsPage() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<string>();
  const [box, setBox] = useState<FormBox>('draft');
  const { data, error, isError } = useGatewayQuery(
    ['certification', 'my-forms'],
    async (gateway): Promise<{ mine: InstanceSummary[]; forms: FormSummary[]; schemes: SchemeSummary[] }> => {
      const api = formsApi(gateway);
      const [mine, forms, schemes] = await Promise.all([api.mine(), api.forms(), api.schemes()]);
      return { mine, forms, schemes };
    },
  );
  useDocumentTitle(translate('forms.myForms'));

  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!data) return <Loading />;
  const roles = isRoleName(role) ? FORM_ROLES[role] : [];
  const startable = data.forms.filter((form) => form.parts.some((part) => roles.includes(part.role)));
  const items = data.mine.filter((item) => item.box === box);
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 1000 }}>
      <Title title="forms.myForms" />
      <Typography component="h1" variant="h5">
        {translate('forms.myForms')}
      </Typography>
      {startable.length > 0 && <StartForm forms={startable} schemes={data.schemes} />}
      <Box component="section" aria-label={translate('forms.myForms')}>
        <Tabs value={box} onChange={(_, value: FormBox) => setBox(value)} textColor="inherit">
          {BOXES.map(({ box: value, label }) => (
            <Tab
              key={value}
              value={value}
              sx={{ opacity: 1 }}
              label={`${translate(label)} (${data.mine.filter((item) => item.box === value).length})`}
            />
          ))}
        </Tabs>
        {items.length === 0 ? <Typography sx={{ p: 2 }}>{translate('forms.empty')}</Typography> : <FormList items={items} />}
      </Box>
    </Stack>
  );
}

/** /form/<slug>: starts that form for a chosen scheme. */
export function NewFormPage() {
  const translate = useTranslate();
  const { slug } = useParams();
  const { data, error, isError } = useGatewayQuery(
    ['certification', 'new-form', slug],
    async (gateway): Promise<{ forms: FormSummary[]; schemes: SchemeSummary[] }> => {
      const api = formsApi(gateway);
      const [forms, schemes] = await Promise.all([api.forms(), api.schemes()]);
      return { forms: forms.filter((form) => form.slug === slug), schemes };
    },
  );
  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!data) return <Loading />;
  return (
    <Box sx={{ mt: 2 }}>
      {data.forms.length ? <StartForm forms={data.forms} schemes={data.schemes} /> : <Alert severity="error">{translate('forms.unknownSlug')}</Alert>}
    </Box>
  );
}
