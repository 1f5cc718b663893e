import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { commonNs } from '../../i18n/ns/common.ts';
import { AlertIcon } from './icons.tsx';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'children'
> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field; also makes the input aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Rewrites what is typed (lower-casing, stripping), keeping the caret where the person left it. */
  transform?: (value: string) => string;
  /** A Show/Hide button for a password field. */
  revealable?: boolean;
  /** Extra class for the wrapper. */
  fieldClassName?: string;
}

/** A labelled input with its hint and error wired up through aria-describedby. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  transform,
  revealable = false,
  fieldClassName,
  id,
  type = 'text',
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);
  const { t } = useTranslation(commonNs);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  // React moves the caret to the end when it rewrites a controlled value; put it back where the
  // person was typing, in the same commit, before their next keystroke arrives.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const input = inputRef.current;
    if (caret === null || !input) return;
    pendingCaret.current = null;
    if (document.activeElement !== input) return;
    try {
      input.setSelectionRange(caret, caret);
    } catch {
      // Input types without a selection (email, number) keep the browser's caret.
    }
  });

  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = input.value;
    if (!transform) {
      onValueChange(typed);
      return;
    }
    const next = transform(typed);
    const caret = input.selectionStart;
    if (next !== typed && caret !== null)
      pendingCaret.current = transform(typed.slice(0, caret)).length;
    onValueChange(next);
  };

  return (
    <div className={['field', fieldClassName].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className={revealable ? 'field__control field__control--revealable' : 'field__control'}>
        <input
          ref={inputRef}
          id={inputId}
          type={revealable && revealed ? 'text' : type}
          className={['input', className].filter(Boolean).join(' ')}
          value={value}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...inputProps}
        />
        {revealable ? (
          <button
            type="button"
            className="field__reveal"
            aria-controls={inputId}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {/* Just Show/Hide: it directly follows the field it reveals, and "Show password"
                would make the field's label ambiguous on the page. */}
            {t(revealed ? 'password.hide' : 'password.show')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          <AlertIcon className="field__error-icon" width={16} height={16} />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password the person is choosing now (sign-up, reset): revealable, and marked for password managers. */
export function NewPasswordField(
  props: Omit<TextFieldProps, 'type' | 'revealable' | 'autoComplete'>,
) {
  return <TextField type="password" revealable autoComplete="new-password" required {...props} />;
}
