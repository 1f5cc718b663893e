import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export interface TabListProps {
  /** The accessible name of the tab list. */
  label: string;
  /** Unique on the page: the tabs' and panels' ids derive from it. */
  idPrefix: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (either axis), Home and End move and
 * select; only the selected tab is in the Tab order. Render the panel with `tabPanelProps`.
 */
export function TabList({ label, idPrefix, tabs, selected, onSelect, className }: TabListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      next = (index - 1 + tabs.length) % tabs.length;
    }
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    document.getElementById(tabId(idPrefix, target.id))?.focus();
  };

  return (
    <div
      className={['tabs', className].filter(Boolean).join(' ')}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** Props for the panel of the selected tab. */
export function tabPanelProps(idPrefix: string, id: string) {
  return {
    id: tabPanelId(idPrefix, id),
    role: 'tabpanel',
    'aria-labelledby': tabId(idPrefix, id),
    tabIndex: 0,
  } as const;
}

export interface TabsProps extends TabListProps {
  panelClassName?: string;
  /** The selected tab's content. */
  children: ReactNode;
}

/** A tab list and the selected tab's panel. */
export function Tabs({ panelClassName, children, ...list }: TabsProps) {
  return (
    <>
      <TabList {...list} />
      <div className={panelClassName} {...tabPanelProps(list.idPrefix, list.selected)}>
        {children}
      </div>
    </>
  );
}
