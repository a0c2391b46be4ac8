import SendIcon from '@mui/icons-material/Send';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { email, Form, required, SaveButton, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { ROLES } from '@core/rules/roles';
import { filledValues } from '../../shared/fields/formValues';
import { useMember } from '../../shared/memberContext';
import { fieldErrorsOf } from '../../shared/submission';

const EMPTY = { audience: 'user', email: '', role: 'Trainee', titleId: '', titleEn: '', bodyId: '', bodyEn: '', link: '' };

const AUDIENCES = [
  { id: 'user', name: 'notifications.audienceUser' },
  { id: 'role', name: 'notifications.audienceRole' },
  { id: 'all', name: 'notifications.audienceAll' },
];

/**
 * The operator's broadcast: to one person, to a role, or to everyone; stored, then pushed live. react-admin's form:
 * required fields checked before sending, the gateway's field errors (an unknown e-mail, a link off the platform) at
 * their fields, an empty form again after each send.
 */
export function SendNotificationForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const [round, setRound] = useState(0);

  const send = async (raw: Record<string, unknown>) => {
    const values = filledValues(raw, EMPTY);
    try {
      const response = await gateway.cm.post<Envelope<{ recipients: number }>>('/notification/send', {
        audience: values.audience,
        ...(values.audience === 'user' ? { email: values.email } : {}),
        ...(values.audience === 'role' ? { role: values.role } : {}),
        title: { id: values.titleId, en: values.titleEn },
        body: { id: values.bodyId, en: values.bodyEn },
        ...(values.link ? { link: values.link } : {}),
      });
      notify(translate('notifications.sent', { count: response.data.recipients }), { type: 'success' });
      setRound((current) => current + 1);
      return undefined;
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
      return fieldErrorsOf(error);
    }
  };

  return (
    <Card component="section" aria-labelledby="send-notification-title">
      <CardContent>
        <Typography id="send-notification-title" component="h2" variant="h6" gutterBottom>
          {translate('notifications.sendTitle')}
        </Typography>
        <Form key={round} record={EMPTY} onSubmit={send} warnWhenUnsavedChanges noValidate>
          <Stack sx={{ maxWidth: 640 }}>
            <SelectInput source="audience" label="notifications.audience" choices={AUDIENCES} validate={required()} />
            <Recipient />
            <TextInput source="titleId" label="notifications.titleId" validate={required()} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <TextInput source="titleEn" label="notifications.titleEn" validate={required()} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <TextInput
              source="bodyId"
              label="notifications.bodyId"
              validate={required()}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <TextInput
              source="bodyEn"
              label="notifications.bodyEn"
              validate={required()}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <TextInput source="link" label="notifications.link" />
            <SaveButton label="notifications.sendButton" icon={<SendIcon />} alwaysEnable sx={{ alignSelf: 'flex-start' }} />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}

/** Whom it goes to: a person's e-mail, or a role; nothing more for everyone. */
function Recipient() {
  const audience = useWatch({ name: 'audience' }) as string | null;
  if (audience === 'user') return <TextInput source="email" type="email" label="notifications.recipientEmail" validate={[required(), email()]} />;
  if (audience === 'role') {
    return (
      <SelectInput
        source="role"
        label="notifications.role"
        choices={ROLES.map((role) => ({ id: role, name: role }))}
        translateChoice={false}
        validate={required()}
      />
    );
  }
  return null;
}
