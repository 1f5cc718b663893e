import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  /** Heading level: h1 when the empty state is the whole page. */
  level?: 1 | 2 | 3;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function EmptyState({
  icon,
  title,
  level = 2,
  children,
  actions,
  className,
}: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={['empty-state', className].filter(Boolean).join(' ')}>
      {icon ? (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading
        className="empty-state__title"
        tabIndex={level === 1 ? -1 : undefined}
        data-page-title={level === 1 ? '' : undefined}
      >
        {title}
      </Heading>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {actions ? <div className="empty-state__actions">{actions}</div> : null}
    </div>
  );
}
