import { Card, CardContent, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useLocation, useTranslate } from 'react-admin';
import { LOCALES, localizePath, type Locale } from '@core/i18n/locales';
import { browserCookieJar } from '@client/session/browserCookies';
import { chooseLocale } from '@client/session/chooseLocale';
import { useMember } from '../../shared/memberContext';

/**
 * The account's language: the page's language is the one in use; choosing the other saves it to the account (its
 * mails and notifications) and the locale cookie, then opens this page in it, as the header's toggle does.
 */
export function ProfileLanguage() {
  const translate = useTranslate();
  const { locale, session, gateway } = useMember();
  const { pathname, search, hash } = useLocation();
  const [saving, setSaving] = useState(false);
  const choose = (chosen: Locale) => {
    if (chosen === locale) return;
    setSaving(true);
    void chooseLocale({ cookies: browserCookieJar(document), session, gateway }, chosen).then(() =>
      window.location.assign(`${localizePath(pathname, chosen)}${search}${hash}`),
    );
  };
  return (
    <Card>
      <CardContent>
        <FormControl disabled={saving}>
          <FormLabel id="profile-language">{translate('profile.languageTitle')}</FormLabel>
          <RadioGroup row aria-labelledby="profile-language" value={locale} onChange={(event) => choose(event.target.value as Locale)}>
            {LOCALES.map((option) => (
              <FormControlLabel key={option} value={option} lang={option} control={<Radio />} label={translate(`profile.languages.${option}`)} />
            ))}
          </RadioGroup>
          <FormHelperText>{translate('profile.languageHelp')}</FormHelperText>
        </FormControl>
      </CardContent>
    </Card>
  );
}
