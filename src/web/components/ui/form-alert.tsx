import type { ReactNode } from 'react';
import { AlertIcon } from './icons.tsx';

export interface FormAlertProps {
  message: string | null | undefined;
  tone?: 'danger' | 'warning';
  children?: ReactNode;
}

/**
 * A form's general error, one that belongs to no single field. role="alert" is announced when
 * it is inserted, so it renders only while there is something to say.
 */
export function FormAlert({ message, tone = 'danger', children }: FormAlertProps) {
  if (!message) return null;
  return (
    <div role="alert" className={`alert alert--${tone} form-alert`}>
      <AlertIcon className="alert__icon" width={18} height={18} />
      <div className="form-alert__body">
        <p>{message}</p>
        {children}
      </div>
    </div>
  );
}
