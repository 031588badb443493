import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestrictionAnswer } from '@sportsbook/protocol';
import { selfExclude, startTimeOut } from '../../api/cashier-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/notice';
import { logOut } from '../../frame/account-actions';
import { useFrame } from '../../frame/frame-context';
import { useErrorText } from '../../hooks/use-error-text';
import { useSite } from '../../hooks/use-site';

/** The two ways a player blocks their own account (decision 017). */
export type BlockKind = 'timeOut' | 'selfExclusion';

const CHOICES = {
  timeOut: ['1', '7', '30'],
  selfExclusion: ['6', '12', '60', 'indefinite'],
} as const satisfies Record<BlockKind, readonly string[]>;

function request(kind: BlockKind, token: string, choice: string): Promise<RestrictionAnswer> {
  if (kind === 'timeOut') return startTimeOut(token, { days: Number(choice) as 1 | 7 | 30 });
  return selfExclude(token, { months: choice === 'indefinite' ? 'indefinite' : (Number(choice) as 6 | 12 | 60) });
}

/** Props of `BlockForm`. */
export interface BlockFormProps {
  readonly kind: BlockKind;
  readonly token: string;
  readonly onAuthError: (error: unknown) => boolean;
  /** Called after the block started and the session ended, with the sentence to keep on screen. */
  readonly onBlocked: (message: string) => void;
}

/**
 * A time-out (1, 7, 30 days) or a self-exclusion (6, 12, 60 months or indefinitely), asked for
 * once more in a dialog; afterwards the player is logged out and cannot log in until it ends.
 */
export function BlockForm({ kind, token, onAuthError, onBlocked }: BlockFormProps) {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const bridge = useFrame();
  const { language } = useSite();
  const [choice, setChoice] = useState<string>(CHOICES[kind][0]);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const choiceLabel = t(`${kind}.choices.${choice}`);
  const groupName = `${kind}-choice`;

  function ask(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setConfirming(true);
  }

  async function confirm() {
    setBusy(true);
    try {
      const answer = await request(kind, token, choice);
      const until = answer.data.blocked_until;
      const date = until
        ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(until))
        : null;
      bridge.post('action_done', { action: kind === 'timeOut' ? 'time_out' : 'self_exclusion' });
      onBlocked(date ? t(`${kind}.done`, { date }) : t(`${kind}.doneIndefinite`));
      logOut(bridge);
    } catch (error) {
      setConfirming(false);
      setBusy(false);
      if (!onAuthError(error)) setFailure(error);
    }
  }

  return (
    <form className="stack" onSubmit={ask} aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{t(`${kind}.title`)}</h2>
      <p>{t(`${kind}.intro`)}</p>
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      <fieldset className="choices">
        <legend>{t(`${kind}.length`)}</legend>
        {CHOICES[kind].map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name={groupName}
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            {t(`${kind}.choices.${value}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button-danger">
        {t(`${kind}.submit`)}
      </button>
      {confirming ? (
        <ConfirmDialog
          title={t(`${kind}.confirmTitle`)}
          confirmLabel={t(`${kind}.confirm`)}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <p>{t(`${kind}.confirmBody`, { period: choiceLabel })}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
