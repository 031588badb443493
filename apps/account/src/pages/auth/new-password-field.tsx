import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';

/** Props of `NewPasswordField`. */
export interface NewPasswordFieldProps {
  readonly label: string;
  readonly error: string | undefined;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The second entry that confirms the first: named `repeat-password`, without the rule under it. */
  readonly repeat?: boolean;
}

/**
 * A password being chosen (registration, reset): masked, offered to password managers as a
 * new password, and with the password rule under it.
 */
export function NewPasswordField({ label, error, value, onChange, repeat = false }: NewPasswordFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field
      label={label}
      name={repeat ? 'repeat-password' : 'new-password'}
      type="password"
      autoComplete="new-password"
      required
      hint={repeat ? undefined : t('registration.passwordRule')}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
