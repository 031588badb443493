import { formatMoney, MINOR_PER_MAJOR, parseStakeInput } from '@sportsbook/betting';
import type { Money, StakeLimits } from '@sportsbook/betting';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Minor units as the text of a stake field: `5`, `5.50`. */
export function stakeText(stake: Money | null): string {
  if (stake === null) return '';
  const cents = stake % MINOR_PER_MAJOR;
  const whole = Math.trunc(stake / MINOR_PER_MAJOR);
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

interface StakeInputProps {
  readonly value: Money | null;
  readonly onChange: (stake: Money | null) => void;
  readonly currency: string;
  readonly locale: string;
  /** The brand's limits in `currency` (decision 105): outside them the field says which one. */
  readonly limits: StakeLimits;
  /** Greyed out, e.g. while a free bet pays the stake (spec 000 §5). */
  readonly disabled?: boolean;
  /** Id of the text that says what this stake is for (a line's outcome). */
  readonly describedBy?: string;
  /** A hint after the field, e.g. "per line" for a system. */
  readonly suffix?: string;
}

/**
 * A stake field labelled `Stake` (docs/api.md hooks) that follows the money-entry rules of
 * spec 000 §5 through the core's `parseStakeInput`: two decimals at most, a trailing dot while
 * typing, anything unreadable ignored, amounts outside the brand's limits in the currency flagged.
 */
export function StakeInput({
  value,
  onChange,
  currency,
  locale,
  limits,
  disabled,
  describedBy,
  suffix,
}: StakeInputProps) {
  const { t } = useTranslation('betslip');
  const id = useId();
  const [text, setText] = useState(() => stakeText(value));
  const [seen, setSeen] = useState(value);
  // The store can change the stake too (URL entry, clear all): follow it unless the text already says it.
  if (value !== seen) {
    setSeen(value);
    if (parseStakeInput(text, limits).minor !== value) setText(stakeText(value));
  }
  const parsed = parseStakeInput(text, limits);
  const error = parsed.error === 'STAKE_TOO_LOW' || parsed.error === 'STAKE_TOO_HIGH' ? parsed.error : null;
  const errorId = `${id}-error`;
  const described = [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`slip-stake${disabled ? ' slip-stake--disabled' : ''}`}>
      <label className="slip-stake__label" htmlFor={id}>
        {t('stake.label')}
      </label>
      <span className="slip-stake__field">
        <input
          id={id}
          className="slip-stake__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={disabled ? '' : text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => {
            const next = parseStakeInput(event.target.value, limits);
            if (next.error === 'INVALID_STAKE') return;
            setText(next.text);
            onChange(next.minor);
          }}
        />
        <span className="slip-stake__currency" aria-hidden="true">
          {currency}
        </span>
      </span>
      {suffix ? <span className="slip-stake__suffix">{suffix}</span> : null}
      {error ? (
        <p id={errorId} className="slip-stake__error">
          {t(error === 'STAKE_TOO_LOW' ? 'stake.tooLow' : 'stake.tooHigh', {
            amount: formatMoney(error === 'STAKE_TOO_LOW' ? limits.min : limits.max, currency, locale),
          })}
        </p>
      ) : null}
    </div>
  );
}
