import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

/** The ids that tie a control to its hint and error; `describedBy` names the ones shown. */
interface FieldIds {
  readonly id: string;
  readonly hintId: string | undefined;
  readonly errorId: string | undefined;
  readonly describedBy: string | undefined;
}

function useFieldIds(hint: ReactNode, error: string | null | undefined): FieldIds {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The markup every field shares: its label, the control, then the hint and the error under it. */
function FieldFrame({
  ids,
  label,
  hint,
  error,
  className,
  children,
}: {
  readonly ids: FieldIds;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={ids.id}>{label}</label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of `Field`: a labelled input with an optional hint and error. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  /** Shown after the input, e.g. a show-password toggle. */
  readonly after?: ReactNode;
}

/** A labelled text input; hint and error are tied to it with aria-describedby. */
export function Field({ label, hint, error, after, className, ...input }: FieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="field-control">
        <input id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...input} />
        {after}
      </div>
    </FieldFrame>
  );
}

/** Props of `SelectField`. */
export interface SelectFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly name?: string;
  readonly required?: boolean;
}

/** A labelled select. */
export function SelectField({ label, value, onChange, options, hint, error, name, required }: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <select
        id={ids.id}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
