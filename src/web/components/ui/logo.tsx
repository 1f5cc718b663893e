import { useTranslation } from 'react-i18next';
import { commonNs } from '../../i18n/ns/common.ts';

export interface LogoMarkProps {
  size?: number;
  className?: string;
}

/** The Lorien leaf: a mallorn leaf on ink, the same drawing as public/favicon.svg. */
export function LogoMark({ size = 28, className }: LogoMarkProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="16" fill="#2f2b43" />
      <path
        d="M32 11c10.5 7.2 15.6 15.4 15.6 23.4C47.6 44.6 40.6 52 32 52s-15.6-7.4-15.6-17.6C16.4 26.4 21.5 18.2 32 11z"
        fill="#f2b27a"
      />
      <path
        d="M32 22v30M32 33l7-6M32 41l-7-6"
        fill="none"
        stroke="#2f2b43"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Mark plus wordmark; the accessible name comes from the visible text. */
export function Logo({ size = 28 }: { size?: number }) {
  const { t } = useTranslation(commonNs);
  return (
    <span className="logo">
      <LogoMark size={size} />
      <span className="logo__word">{t('brand')}</span>
    </span>
  );
}
