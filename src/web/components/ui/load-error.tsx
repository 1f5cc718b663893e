import { useTranslation } from 'react-i18next';
import { commonNs } from '../../i18n/ns/common.ts';
import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';
import './load-error.css';

/** A failed read, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation(commonNs);
  return (
    <div className="alert alert--danger load-error" role="alert">
      <AlertIcon className="alert__icon" width={18} height={18} />
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
