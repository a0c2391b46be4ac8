import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Loading, SaveButton, TextInput, required, useNotify, useTranslate } from 'react-admin';
import type { ProfileDetails } from '@core/account/profile.contract';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Profile } from '@core/session/contract';
import { fullnameRule, phoneRule } from './profileRules';
import { fieldErrorsOf, useProfileApi, useProfileChanged } from '../../shared/submission';
import { useGatewayQuery, useSetGatewayQueryData } from '../../shared/useGatewayQuery';

interface DetailsValues {
  fullname: string;
  phone: string | null;
}

const DETAILS_KEY = ['cm', '/account-user/profile'];

/** Name and phone: checked in the browser with SPEC 5's rules, and the gateway's field errors shown on the fields. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useProfileApi();
  const profileChanged = useProfileChanged();
  const { data: details, error: loadError, isError } = useGatewayQuery(DETAILS_KEY, async () => (await api.getDetails()).data);
  const setDetails = useSetGatewayQueryData<ProfileDetails>(DETAILS_KEY);
  // A new key after each save gives the form fresh defaults, so it is no longer dirty.
  const [version, setVersion] = useState(0);

  const save = async (values: Partial<DetailsValues>) => {
    try {
      const { data } = await api.updateDetails({ fullname: values.fullname ?? '', phone: values.phone ?? '' });
      setDetails(data);
      setVersion((current) => current + 1);
      profileChanged({ ...profile, fullname: data.fullname });
      notify('profile.detailsSaved', { type: 'success' });
      return undefined;
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
      return fieldErrorsOf(error);
    }
  };

  return (
    <Card component="section" aria-labelledby="profile-details-title">
      <CardContent>
        <Typography id="profile-details-title" component="h2" variant="h6" gutterBottom>
          {translate('profile.detailsTitle')}
        </Typography>
        {isError && <Alert severity="error">{parseErrorMessage(loadError)}</Alert>}
        {!isError && !details && <Loading />}
        {details && (
          <Form key={version} record={{ fullname: details.fullname, phone: details.phone ?? '' }} onSubmit={save}>
            <TextInput source="fullname" label="profile.fullname" validate={[required(), fullnameRule]} autoComplete="name" fullWidth />
            <TextInput
              source="phone"
              label="profile.phone"
              helperText="profile.phoneHelp"
              validate={phoneRule}
              type="tel"
              autoComplete="tel"
              fullWidth
            />
            <SaveButton />
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
