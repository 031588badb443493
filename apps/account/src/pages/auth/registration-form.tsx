import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ageOn, isStrongPassword, isValidEmail, isValidUsername } from '@sportsbook/protocol';
import type { AccountConfigResponse, RegisterRequest } from '@sportsbook/protocol';
import { register } from '../../api/account-api';
import { Field, SelectField } from '../../components/field';
import { Notice } from '../../components/notice';
import { useErrorText } from '../../hooks/use-error-text';
import { useSite } from '../../hooks/use-site';
import { getAffiliate } from '../../frame/affiliate-store';
import { ApiError } from '../../lib/http';
import { NewPasswordField } from './new-password-field';

type FieldName = 'username' | 'email' | 'password' | 'date_of_birth' | 'country' | 'accept_terms';
type Errors = Partial<Record<FieldName, string>>;

/** `YYYY-MM-DD` of the last birthday that is old enough today (the date input's `max`). */
function latestBirthDate(today: Date, minAge: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/** Props of `RegistrationForm`. */
export interface RegistrationFormProps {
  readonly config: AccountConfigResponse;
  readonly onRegistered: (request: RegisterRequest) => void;
}

/** The registration fields, checked with the protocol's rules before the server sees them. */
export function RegistrationForm({ config, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const errorText = useErrorText();
  const { language, to } = useSite();
  const [form, setForm] = useState({ username: '', email: '', password: '', dateOfBirth: '', country: '' });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const minAge = config.min_age;
  const currency = config.countries.find((country) => country.code === form.country)?.currency ?? null;

  const update = (name: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  function check(): Errors {
    const found: Errors = {};
    if (!isValidUsername(form.username.trim())) found.username = t('errors:INVALID_USERNAME');
    if (!isValidEmail(form.email.trim())) found.email = t('errors:INVALID_EMAIL');
    if (!isStrongPassword(form.password, form.username.trim())) found.password = t('errors:WEAK_PASSWORD');
    if (form.dateOfBirth === '') found.date_of_birth = t('auth:registration.dateRequired');
    else if (!(ageOn(form.dateOfBirth, new Date()) >= minAge))
      found.date_of_birth = t('errors:UNDERAGE', { age: minAge });
    if (!currency) found.country = t('auth:registration.countryRequired');
    if (!acceptTerms) found.accept_terms = t('errors:TERMS_NOT_ACCEPTED');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const affiliate = getAffiliate();
    const request: RegisterRequest = {
      username: form.username.trim(),
      email: form.email.trim(),
      password: form.password,
      date_of_birth: form.dateOfBirth,
      country: form.country as RegisterRequest['country'],
      accept_terms: true,
      lang: language,
      // The visitor's affiliate link, as the shell handed it over (decision 104).
      ...(affiliate ? { affiliate } : {}),
    };
    setBusy(true);
    try {
      await register(request);
      onRegistered(request);
    } catch (error) {
      const field = error instanceof ApiError ? error.details.field : undefined;
      if (typeof field === 'string') setErrors({ [field as FieldName]: errorText(error) });
      setFailure(error);
      setBusy(false);
    }
  }

  const countryOptions = [
    { value: '', label: t('auth:registration.countryChoose') },
    ...config.countries.map((country) => ({
      value: country.code,
      label: `${t(`common:countries.${country.code}`)} (${country.currency})`,
    })),
  ];

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      <Field
        label={t('auth:registration.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={t('auth:registration.usernameRule')}
        error={errors.username}
        value={form.username}
        onChange={(event) => update('username')(event.target.value)}
      />
      <Field
        label={t('auth:registration.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        value={form.email}
        onChange={(event) => update('email')(event.target.value)}
      />
      <NewPasswordField
        label={t('auth:registration.password')}
        error={errors.password}
        value={form.password}
        onChange={update('password')}
      />
      <Field
        label={t('auth:registration.dateOfBirth')}
        name="bday"
        type="date"
        autoComplete="bday"
        required
        min="1900-01-01"
        max={latestBirthDate(new Date(), minAge)}
        hint={t('auth:registration.ageRule', { age: minAge })}
        error={errors.date_of_birth}
        value={form.dateOfBirth}
        onChange={(event) => update('dateOfBirth')(event.target.value)}
      />
      <SelectField
        label={t('auth:registration.country')}
        name="country"
        required
        value={form.country}
        onChange={update('country')}
        options={countryOptions}
        hint={currency ? t('auth:registration.currency', { currency }) : t('auth:registration.currencyRule')}
        error={errors.country}
      />
      <div className="field">
        <div className="checkbox">
          <input
            id="accept-terms"
            type="checkbox"
            checked={acceptTerms}
            aria-invalid={errors.accept_terms ? true : undefined}
            aria-describedby={errors.accept_terms ? 'accept-terms-error' : undefined}
            onChange={(event) => setAcceptTerms(event.target.checked)}
          />
          <label htmlFor="accept-terms">{t('auth:registration.terms', { age: minAge })}</label>
        </div>
        <p className="field-hint">
          <a href={to('/help/terms-and-conditions/terms-conditions')} target="_blank" rel="noopener">
            {t('auth:registration.readTerms')}
          </a>
        </p>
        {errors.accept_terms ? (
          <p id="accept-terms-error" className="field-error">
            {errors.accept_terms}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button-block" disabled={busy}>
        {busy ? t('auth:registration.submitting') : t('auth:registration.submit')}
      </button>
    </form>
  );
}
