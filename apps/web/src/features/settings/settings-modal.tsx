import { LANGUAGES, ODDS_FORMATS } from '@sportsbook/betting';
import type { AcceptOdds, Language, OddsFormat } from '@sportsbook/betting';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/dialog';
import { useAcceptOdds, useOddsFormat } from '../../hooks/use-preferences';
import { useSettingsStore } from '../../stores/settings-store';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';
import { LANGUAGE_NAMES } from './languages';
import { saveSettings } from './save-settings';
import { labelOfZone, zonesWith } from './time-zones';
import './settings.css';

const ACCEPT_ODDS: readonly AcceptOdds[] = ['all', 'higher', 'none'];

function Choices<Value extends string>({
  legend,
  name,
  values,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  values: readonly Value[];
  value: Value;
  label: (value: Value) => string;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="settings-group">
      <legend className="settings-legend">{legend}</legend>
      <div className="settings-choices">
        {values.map((option) => (
          <label key={option} className={`settings-choice${option === value ? ' settings-choice--checked' : ''}`}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A labelled select of the modal; `optionLang` marks options written in their own language. */
function Select<Value extends string>({
  legend,
  values,
  value,
  label,
  optionLang,
  onChange,
}: {
  legend: string;
  values: readonly Value[];
  value: Value;
  label: (value: Value) => string;
  optionLang?: (value: Value) => string;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <div className="settings-group">
      <label className="settings-legend" htmlFor={id}>
        {legend}
      </label>
      <select
        id={id}
        className="settings-select"
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {values.map((option) => (
          <option key={option} value={option} lang={optionLang?.(option)}>
            {label(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The settings modal (spec 000 §2, spec 001 §4): odds format, accept odds, time zone and
 * language, starting from the bettor's choices or the country's defaults.
 */
export function SettingsModal() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const close = useUiStore((state) => state.closeModal);
  const [oddsFormat, setOddsFormat] = useState<OddsFormat>(useOddsFormat());
  const [acceptOdds, setAcceptOdds] = useState<AcceptOdds>(useAcceptOdds());
  const [timezone, setTimezone] = useState(useSettingsStore((state) => state.timezone));
  const [language, setLanguage] = useState<Language>(useSiteStore((state) => state.language));
  const [now] = useState(() => Date.now());

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    close();
    saveSettings({ oddsFormat, acceptOdds, timezone, language }, () => void navigate('/'));
  };

  return (
    <Dialog title={t('title')} onClose={close} className="settings-modal">
      <form className="settings-form" onSubmit={submit}>
        <Choices
          legend={t('odds_format')}
          name="odds-format"
          values={ODDS_FORMATS}
          value={oddsFormat}
          label={(value) => t(`formats.${value}`)}
          onChange={setOddsFormat}
        />
        <Choices
          legend={t('accept_odds')}
          name="accept-odds"
          values={ACCEPT_ODDS}
          value={acceptOdds}
          label={(value) => t(`accept.${value}`)}
          onChange={setAcceptOdds}
        />
        <Select
          legend={t('time_zone')}
          values={zonesWith(timezone)}
          value={timezone}
          label={(zone) => labelOfZone(zone, now)}
          onChange={setTimezone}
        />
        <Select
          legend={t('language')}
          values={LANGUAGES}
          value={language}
          label={(code) => LANGUAGE_NAMES[code]}
          optionLang={(code) => code}
          onChange={setLanguage}
        />
        <div className="settings-actions">
          <button type="button" className="btn" onClick={close}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
