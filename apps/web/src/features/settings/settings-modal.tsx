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
  const zoneId = useId();
  const languageId = useId();

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
        <div className="settings-group">
          <label className="settings-legend" htmlFor={zoneId}>
            {t('time_zone')}
          </label>
          <select
            id={zoneId}
            className="settings-select"
            value={timezone}
            onChange={(event) => setTimezone(event.target.value)}
          >
            {zonesWith(timezone).map((zone) => (
              <option key={zone} value={zone}>
                {labelOfZone(zone, now)}
              </option>
            ))}
          </select>
        </div>
        <div className="settings-group">
          <label className="settings-legend" htmlFor={languageId}>
            {t('language')}
          </label>
          <select
            id={languageId}
            className="settings-select"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
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
