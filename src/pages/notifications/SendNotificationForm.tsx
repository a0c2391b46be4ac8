import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { ROLES } from '@core/rules/roles';
import { useMember } from '../../shared/memberContext';

type Audience = 'user' | 'role' | 'all';

const EMPTY = { email: '', role: 'Trainee', titleId: '', titleEn: '', bodyId: '', bodyEn: '', link: '' };

/** The operator's broadcast: to one person, to a role, or to everyone; stored, then pushed live. */
export function SendNotificationForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const [audience, setAudience] = useState<Audience>('user');
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await gateway.cm.post<Envelope<{ recipients: number }>>('/notification/send', {
        audience,
        ...(audience === 'user' ? { email: values.email } : {}),
        ...(audience === 'role' ? { role: values.role } : {}),
        title: { id: values.titleId, en: values.titleEn },
        body: { id: values.bodyId, en: values.bodyEn },
        ...(values.link ? { link: values.link } : {}),
      });
      notify(translate('notifications.sent', { count: response.data.recipients }), { type: 'success' });
      setValues(EMPTY);
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="send-notification-title">
      <CardContent>
        <Typography id="send-notification-title" component="h2" variant="h6" gutterBottom>
          {translate('notifications.sendTitle')}
        </Typography>
        <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 640 }}>
          <TextField
            select
            label={translate('notifications.audience')}
            value={audience}
            onChange={(event) => setAudience(event.target.value as Audience)}
          >
            <MenuItem value="user">{translate('notifications.audienceUser')}</MenuItem>
            <MenuItem value="role">{translate('notifications.audienceRole')}</MenuItem>
            <MenuItem value="all">{translate('notifications.audienceAll')}</MenuItem>
          </TextField>
          {audience === 'user' && <TextField required type="email" label={translate('notifications.recipientEmail')} {...field('email')} />}
          {audience === 'role' && (
            <TextField select label={translate('notifications.role')} {...field('role')}>
              {ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {role}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField required label={translate('notifications.titleId')} slotProps={{ htmlInput: { maxLength: 200 } }} {...field('titleId')} />
          <TextField required label={translate('notifications.titleEn')} slotProps={{ htmlInput: { maxLength: 200 } }} {...field('titleEn')} />
          <TextField
            required
            multiline
            minRows={2}
            label={translate('notifications.bodyId')}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            {...field('bodyId')}
          />
          <TextField
            required
            multiline
            minRows={2}
            label={translate('notifications.bodyEn')}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            {...field('bodyEn')}
          />
          <TextField label={translate('notifications.link')} slotProps={{ htmlInput: { pattern: '/\\S*' } }} {...field('link')} />
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy} sx={{ alignSelf: 'flex-start' }}>
            {translate('notifications.sendButton')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
