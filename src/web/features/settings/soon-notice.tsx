import type { ReactNode } from 'react';

export interface SoonNoticeProps {
  title: string;
  items?: readonly string[];
  children?: ReactNode;
}

/** The honest state of a settings panel that is still being built. */
export function SoonNotice({ title, items, children }: SoonNoticeProps) {
  return (
    <div className="soon-notice card card--flat">
      <div className="coming-together__status">
        <span className="coming-together__pulse" aria-hidden="true" />
        <p className="soon-notice__title">{title}</p>
      </div>
      {items && items.length > 0 ? (
        <ul className="coming-together__list" role="list">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
