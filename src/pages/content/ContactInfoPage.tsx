import { Alert, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Form, Loading, SaveButton, TextInput, Title, regex, required, useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { CONTACT_NUMBER_PATTERN } from '@core/site/contactInfo';
import type { ContactInfo } from '@core/site/contactInfo.contract';
import { useMember } from '../../shared/memberContext';
import { PageHeading, useDocumentTitle } from '../../shared/pageTitle';
import { fieldErrorsOf } from '../../shared/submission';
import { useGatewayQuery, useSetGatewayQueryData } from '../../shared/useGatewayQuery';

const CONTACT_KEY = ['main', '/contact/get-contact-info'];

const numberRule = regex(new RegExp(CONTACT_NUMBER_PATTERN), 'content.admin.whatsappNumber');

/**
 * SPEC 3's contact info (the public footer's company block and the floating chat link), one record: read with
 * GET /contact/get-contact-info, saved whole with PUT /contact/contact-info; the public pages show it at once.
 */
export function ContactInfoPage() {
  const notify = useNotify();
  const translate = useTranslate();
  const title = translate('menu.contentContactInfo');
  useDocumentTitle(title);
  const { gateway } = useMember();
  const {
    data: info,
    error: loadError,
    isError,
  } = useGatewayQuery(CONTACT_KEY, async (client) => (await client.main.get<Envelope<ContactInfo>>('/contact/get-contact-info')).data);
  const setInfo = useSetGatewayQueryData<ContactInfo>(CONTACT_KEY);
  // A new key after each save gives the form fresh defaults, so it is no longer dirty.
  const [version, setVersion] = useState(0);

  const save = async (values: Partial<ContactInfo>) => {
    try {
      const { data } = await gateway.main.put<Envelope<ContactInfo>>('/contact/contact-info', values);
      setInfo(data);
      setVersion((current) => current + 1);
      notify('messages.contactInfoSaved', { type: 'success' });
      return undefined;
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
      return fieldErrorsOf(error);
    }
  };

  return (
    <>
      <PageHeading title={title} />
      <Card sx={{ mt: 2 }}>
        <Title title="menu.contentContactInfo" />
        <CardContent>
          {isError && <Alert severity="error">{parseErrorMessage(loadError)}</Alert>}
          {!isError && !info && <Loading />}
          {info && (
            <Form key={version} record={info} onSubmit={save}>
              <TextInput source="company.name" label="content.admin.companyName" validate={required()} fullWidth />
              <TextInput source="company.address" label="content.admin.companyAddress" validate={required()} multiline fullWidth />
              <TextInput source="number" label="content.admin.whatsappNumber" validate={[required(), numberRule]} type="tel" fullWidth />
              <TextInput source="message.id" label="content.admin.chatMessageId" validate={required()} multiline fullWidth />
              <TextInput source="message.en" label="content.admin.chatMessageEn" validate={required()} multiline fullWidth />
              <SaveButton />
            </Form>
          )}
        </CardContent>
      </Card>
    </>
  );
}
