import type { ComponentType, KeyboardEvent, ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { INVITE_LIFETIME_HOURS } from '../../../shared/constants.ts';
import {
  BellIcon,
  EyeIcon,
  FlaskIcon,
  InviteIcon,
  LockIcon,
  ProfileIcon,
  ShieldIcon,
} from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { InvitePanel } from '../../entities/invite/invite-panel.tsx';
import { useSession } from '../../entities/session/use-session.ts';
import type { SessionUser } from '../../entities/session/use-session.ts';
import { AccountAppearancePanel, AppearancePanel } from './appearance-panel.tsx';
import { LabsPanel } from './labs-panel.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';
import { PrivacyDataPanel } from './privacy-data-panel.tsx';
import { ProfilePanel } from './profile-panel.tsx';
import { SafetyPanel } from './safety-panel.tsx';
import { settingsNs } from '../../i18n/ns/settings.ts';
import './settings-page.css';
import './settings-panels.css';

type PanelId =
  'profile' | 'notifications' | 'safety' | 'privacy' | 'invites' | 'appearance' | 'labs';

interface PanelDefinition {
  id: PanelId;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  render: (user: SessionUser | null) => ReactNode;
}

const PANELS: readonly PanelDefinition[] = [
  {
    id: 'profile',
    Icon: ProfileIcon,
    render: (user) => <ProfilePanel user={user} />,
  },
  {
    id: 'notifications',
    Icon: BellIcon,
    render: () => <NotificationsPanel />,
  },
  {
    id: 'safety',
    Icon: ShieldIcon,
    render: () => <SafetyPanel />,
  },
  {
    id: 'privacy',
    Icon: LockIcon,
    render: () => <PrivacyDataPanel />,
  },
  {
    id: 'invites',
    Icon: InviteIcon,
    render: () => <InvitePanel variant="settings" />,
  },
  {
    id: 'appearance',
    Icon: EyeIcon,
    render: (user) => (user ? <AccountAppearancePanel /> : <AppearancePanel />),
  },
  {
    id: 'labs',
    Icon: FlaskIcon,
    render: () => <LabsPanel />,
  },
];

const DEFAULT_PANEL: PanelId = 'profile';
const tabId = (id: string) => `settings-tab-${id}`;
const panelId = (id: string) => `settings-panel-${id}`;

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { session } = useSession();
  const { t } = useTranslation(settingsNs);
  const labelOf = (id: PanelId) => t(`panels.${id}.label`);
  const requested = searchParams.get('panel');
  const active = PANELS.find((panel) => panel.id === requested) ?? PANELS[0];
  if (!active) return null;

  const select = (id: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id === DEFAULT_PANEL) next.delete('panel');
        else next.set('panel', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  // Arrow keys move between tabs (either axis: the list is a row on phones, a column on desktop).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Read the tab from the event, not from `active`: the URL (and so `active`) updates after the
    // navigation settles, and fast key repeats must not act on the previous tab.
    const current = event.target instanceof HTMLElement ? event.target.id : '';
    const index = PANELS.findIndex((panel) => tabId(panel.id) === current);
    if (index < 0) return;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % PANELS.length;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      next = (index - 1 + PANELS.length) % PANELS.length;
    }
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = PANELS.length - 1;
    const target = next === null ? undefined : PANELS[next];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    document.getElementById(tabId(target.id))?.focus();
  };

  return (
    <div className="settings">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="settings__layout">
        <div
          className="settings__tabs"
          role="tablist"
          aria-label={t('tabsLabel')}
          onKeyDown={onKeyDown}
        >
          {PANELS.map(({ id, Icon }) => {
            const selected = id === active.id;
            return (
              <button
                key={id}
                id={tabId(id)}
                type="button"
                role="tab"
                className="settings__tab"
                aria-selected={selected}
                aria-controls={panelId(id)}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(id)}
              >
                <Icon className="settings__tab-icon" />
                <span>{labelOf(id)}</span>
              </button>
            );
          })}
        </div>
        <section
          key={active.id}
          id={panelId(active.id)}
          className="settings__panel"
          role="tabpanel"
          aria-labelledby={tabId(active.id)}
          tabIndex={0}
        >
          <header className="settings__panel-header">
            <h2 className="settings__panel-title">{labelOf(active.id)}</h2>
            <p className="muted">
              {t(`panels.${active.id}.description`, { hours: INVITE_LIFETIME_HOURS })}
            </p>
          </header>
          {active.render(session.user)}
        </section>
      </div>
    </div>
  );
}
