import { Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RegistrationFormRef } from '@core/certification/contract';
import { localizePath } from '@core/i18n/locales';
import { useFormCatalog } from './certificationApi';
import { formPagePath } from './registrationRules';
import { useCertificationFormat } from './useCertificationFormat';

/** A link to a form instance's page (/form/{slug}/{id}), or the text alone while the forms' slugs are read. */
export function FormLink({ form, children }: { form: Pick<RegistrationFormRef, 'code' | 'id'>; children: ReactNode }) {
  const { slugs } = useFormCatalog();
  const { locale } = useCertificationFormat();
  const path = formPagePath(slugs, form);
  return path ? (
    <MuiLink component={Link} to={localizePath(path, locale)}>
      {children}
    </MuiLink>
  ) : (
    <>{children}</>
  );
}

/** The form's title in the page's language, after its code. */
export function useFormTitle() {
  const { titles } = useFormCatalog();
  const format = useCertificationFormat();
  return (code: string) => {
    const title = titles.get(code);
    return title ? `${code} ${format.text(title)}` : code;
  };
}
