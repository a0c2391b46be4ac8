import { Card, CardContent, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, PasswordInput, SaveButton, required, useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { confirmPasswordRule, newPasswordRule } from './profileRules';
import { fieldErrorsOf, useProfileApi } from '../../shared/submission';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Current, new and confirmed password; the gateway ends the person's other sessions, this one stays. */
export function ChangePasswordForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useProfileApi();
  const [version, setVersion] = useState(0);
  const newPasswordRules = useMemo(() => [required(), newPasswordRule(translate)], [translate]);

  const save = async (values: Partial<PasswordValues>) => {
    try {
      await api.changePassword(values.currentPassword ?? '', values.newPassword ?? '');
      setVersion((current) => current + 1);
      notify('profile.passwordChanged', { type: 'success' });
      return undefined;
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
      return fieldErrorsOf(error);
    }
  };

  return (
    <Card component="section" aria-labelledby="profile-password-title">
      <CardContent>
        <Typography id="profile-password-title" component="h2" variant="h6" gutterBottom>
          {translate('profile.passwordTitle')}
        </Typography>
        <Form key={version} onSubmit={save}>
          <PasswordInput source="currentPassword" label="profile.currentPassword" validate={required()} autoComplete="current-password" fullWidth />
          <PasswordInput source="newPassword" label="profile.newPassword" validate={newPasswordRules} autoComplete="new-password" fullWidth />
          <PasswordInput
            source="confirmPassword"
            label="profile.confirmPassword"
            validate={[required(), confirmPasswordRule]}
            autoComplete="new-password"
            fullWidth
          />
          <SaveButton label="profile.changePassword" />
        </Form>
      </CardContent>
    </Card>
  );
}
