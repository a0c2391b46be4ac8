import BusinessIcon from '@mui/icons-material/Business';
import { Alert, AlertTitle, Avatar, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Form, Loading, SaveButton, TextInput, useInput, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { parseErrorMessage } from '@core/errors/parseError';
import { companyFormOf, companyInputOf, companyProfileProblems, npwpInput } from '@core/jobs/companyProfile';
import type { EmployerOrganisationView } from '@core/jobs/contract';
import { EMPTY_ADDRESS, type Address } from '@core/locations/address';
import { COMPANY_SIZES, TEXT_MAX_LENGTH } from '@core/organisations/partnerRegistration';
import { megabytes } from '@core/rules/limits';
import { AddressPicker } from '../../shared/AddressPicker';
import { filledValues } from '../../shared/fields/formValues';
import { NativeSelectInput } from '../../shared/fields/NativeSelectInput';
import { useDocumentLimit } from '../../shared/useDocumentLimit';
import { useEmployerRead, useEmployerWrite } from './employerApi';
import { fieldErrorsOf } from '../../shared/submission';
import { ORGANISATION_PATH } from './vacancyRules';

/** What the gateway accepts as a logo (it reads the bytes too); the browser refuses anything else before sending. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const LOGO_SIZE = 96;

/** The gateway's names of the address's parts, whose errors show under the address. */
const ADDRESS_FIELDS = ['provinceCode', 'regencyCode', 'districtCode', 'villageCode', 'street', 'postalCode'] as const;

const formValuesOf = (values: Record<string, unknown>) => filledValues(values, companyFormOf(null));

/**
 * The company's details (docs/decisions/2026-11-26-job-portal.md "Company profile") on react-admin's Form: set up
 * (no company: POST) or edited by its admin (PUT), the shared rules checked before sending and the gateway's field
 * errors shown at their fields, a warning before leaving with unsaved changes. Once verified, the legal name and NPWP
 * are shown but not editable; a recruiter sees everything read-only.
 */
export function CompanyProfileForm({ company }: { company: EmployerOrganisationView | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const write = useEmployerWrite();
  const readOnly = company !== null && !company.canEdit;
  const identityLocked = company?.verification === 'verified';
  const record = companyFormOf(company);
  // A disabled input has no value in the form (react-hook-form leaves it out): the locked identity is the stored one.
  const valuesOf = (values: Record<string, unknown>) =>
    formValuesOf(identityLocked ? { ...values, legalName: record.legalName, npwp: record.npwp } : values);

  async function save(values: Record<string, unknown>) {
    try {
      notify((await write(company ? 'put' : 'post', ORGANISATION_PATH, companyInputOf(valuesOf(values)))).message, { type: 'success' });
      return undefined;
    } catch (failure) {
      notify(parseErrorMessage(failure), { type: 'error' });
      return fieldErrorsOf(failure);
    }
  }

  return (
    <Form
      record={record}
      onSubmit={save}
      validate={(values) => companyProfileProblems(companyInputOf(valuesOf(values)))}
      warnWhenUnsavedChanges={!readOnly}
      noValidate
    >
      <Stack spacing={1}>
        {readOnly && <Alert severity="info">{translate('companyProfile.readOnly')}</Alert>}
        <TextInput
          source="legalName"
          label="companyProfile.legalName"
          isRequired
          disabled={readOnly || identityLocked}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH.legalName } }}
        />
        <TextInput
          source="npwp"
          label="companyProfile.npwp"
          parse={npwpInput}
          helperText="companyProfile.npwpHelp"
          disabled={readOnly || identityLocked}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        {identityLocked && (
          <Typography variant="body2" color="text.secondary" id="company-identity-locked">
            {translate('companyProfile.identityLocked')}
          </Typography>
        )}
        <TextInput
          source="industry"
          label="companyProfile.industry"
          disabled={readOnly}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH.industry } }}
        />
        <NativeSelectInput
          source="companySize"
          label="companyProfile.companySize"
          disabled={readOnly}
          options={[
            { value: '', label: translate('companyProfile.sizeNone') },
            ...COMPANY_SIZES.map((size) => ({ value: size, label: translate('companyProfile.sizeOption', { size }) })),
          ]}
        />
        <TextInput
          source="website"
          label="companyProfile.website"
          helperText="companyProfile.websiteHelp"
          disabled={readOnly}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH.website, inputMode: 'url', autoComplete: 'url' } }}
        />
        <AddressInput disabled={readOnly} />
        {company?.verification === 'rejected' && !readOnly && <Typography variant="body2">{translate('companyProfile.resubmit')}</Typography>}
        {!readOnly && (
          <Box>
            <SaveButton label={company ? 'companyProfile.save' : 'companyProfile.create'} alwaysEnable />
          </Box>
        )}
      </Stack>
    </Form>
  );
}

/** The address (AddressPicker through react-admin's useInput), with the errors of its parts, the page's or the gateway's, under it. */
function AddressInput({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'address' });
  const { errors } = useFormState();
  const messages = ADDRESS_FIELDS.map((name) => errors[name]?.message)
    .filter((message): message is string => typeof message === 'string')
    .map((message) => translate(message, { _: message }));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('companyProfile.address')}
      </Typography>
      <AddressPicker
        id="company-address"
        value={(field.value as Address | null) || EMPTY_ADDRESS}
        onChange={field.onChange}
        disabled={disabled}
        withPostalCode
      />
      {messages.length > 0 && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {[...new Set(messages)].join(' ')}
        </Typography>
      )}
    </Box>
  );
}

/** The verification as the company's admin reads it: waiting, verified, or not verified with the operator's reason. */
function VerificationState({ company }: { company: EmployerOrganisationView }) {
  const translate = useTranslate();
  const severity = { pending: 'info', verified: 'success', rejected: 'warning' } as const;
  const state = company.verification;
  return (
    <Alert severity={severity[state]} role="status">
      <AlertTitle>{translate(`companyProfile.status.${state}`)}</AlertTitle>
      {translate(`companyProfile.status.${state}Text`)}
      {state === 'rejected' && company.rejectionReason && (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          {translate('companyProfile.status.reason', { reason: company.rejectionReason })}
        </Box>
      )}
    </Alert>
  );
}

/** The logo: choose an image and it is sent at once (its preview shown meanwhile); remove it. Type and size are checked first. */
function CompanyLogo({ company }: { company: EmployerOrganisationView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const write = useEmployerWrite();
  const limit = useDocumentLimit();
  const chooser = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function send(action: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      notify((await action()).message, { type: 'success' });
    } catch (failure) {
      setError(parseErrorMessage(failure));
    } finally {
      setBusy(false);
      setPreview(null);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!LOGO_TYPES.includes(file.type)) return setError(translate('companyProfile.errors.logoType'));
    if (limit !== undefined && file.size > limit) return setError(translate('companyProfile.errors.logoTooLarge', { limit: megabytes(limit) }));
    setPreview(URL.createObjectURL(file));
    void send(() => write('post', `${ORGANISATION_PATH}/logo`, file));
  }

  const shown = preview ?? company.logoUrl ?? undefined;
  return (
    <Box component="section" aria-labelledby="company-logo-title">
      <Typography id="company-logo-title" component="h3" variant="subtitle1" gutterBottom>
        {translate('companyProfile.logo')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar
          variant="rounded"
          src={shown}
          alt={translate('companyProfile.logoAlt', { name: company.legalName })}
          sx={{ width: LOGO_SIZE, height: LOGO_SIZE, bgcolor: shown ? 'transparent' : undefined }}
          slotProps={{ img: { style: { objectFit: 'contain' } } }}
        >
          {!shown && <BusinessIcon titleAccess={translate('companyProfile.noLogo')} />}
        </Avatar>
        {company.canEdit && (
          <Box>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" onClick={() => chooser.current?.click()} loading={busy} aria-describedby={helpId}>
                {translate('companyProfile.chooseLogo')}
              </Button>
              {company.logoUrl && !busy && (
                <Button color="error" onClick={() => void send(() => write('delete', `${ORGANISATION_PATH}/logo`))}>
                  {translate('companyProfile.removeLogo')}
                </Button>
              )}
            </Stack>
            {limit !== undefined && (
              <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('companyProfile.logoHelp', { limit: megabytes(limit) })}
              </Typography>
            )}
          </Box>
        )}
      </Stack>
      {busy && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {translate('companyProfile.uploadingLogo')}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <input
        ref={chooser}
        id="company-logo-file"
        type="file"
        accept={LOGO_TYPES.join(',')}
        onChange={choose}
        hidden
        aria-label={translate('companyProfile.chooseLogo')}
      />
    </Box>
  );
}

/**
 * The employer's profile page's Company section (placed for the Employer role by src/pages/registry.ts): the
 * verification, the logo and the details; without a company, the setup form.
 */
export function CompanyProfileSection() {
  const translate = useTranslate();
  const organisation = useEmployerRead<EmployerOrganisationView | null>(ORGANISATION_PATH);
  const company = organisation.data ?? null;
  return (
    <Card component="section" aria-labelledby="company-profile-title">
      <CardContent>
        <Typography id="company-profile-title" component="h2" variant="h6" gutterBottom>
          {translate('companyProfile.title')}
        </Typography>
        {organisation.isPending ? (
          <Loading />
        ) : organisation.isError ? (
          <Alert severity="error">{parseErrorMessage(organisation.error)}</Alert>
        ) : (
          <Stack spacing={2}>
            {company ? (
              <>
                <VerificationState company={company} />
                <Typography variant="body2" color="text.secondary">
                  {translate('companyProfile.code', { code: company.code })}
                </Typography>
                <CompanyLogo company={company} />
              </>
            ) : (
              <Typography>{translate('companyProfile.setUpHelp')}</Typography>
            )}
            {/* Keyed by the stored details, so a save shows what the gateway kept; a new logo keeps what is being typed. */}
            <CompanyProfileForm key={JSON.stringify({ ...company, logoUrl: null })} company={company} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
