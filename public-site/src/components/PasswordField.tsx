import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useT } from '../i18n/locale';
import { FieldShell } from './FieldShell';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  ref?: Ref<HTMLInputElement>;
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A password input with a show/hide button, so people can check what they typed before sending it. */
export function PasswordField({ id, label, hint, error, ...input }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <div className="password-control">
          <input className="input" type={visible ? 'text' : 'password'} {...input} {...aria} />
          <button type="button" className="password-toggle" aria-controls={id} onClick={() => setVisible((shown) => !shown)}>
            {visible ? t('auth.hidePassword') : t('auth.showPassword')}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
