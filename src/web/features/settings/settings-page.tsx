import type { ComponentType, KeyboardEvent, ReactNode, SVGProps } from 'react';
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
import { AppearancePanel } from './appearance-panel.tsx';
import { LabsPanel } from './labs-panel.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';
import { PrivacyDataPanel } from './privacy-data-panel.tsx';
import { ProfilePanel } from './profile-panel.tsx';
import { SafetyPanel } from './safety-panel.tsx';
import './settings-page.css';
import './settings-panels.css';

interface PanelDefinition {
  id: string;
  label: string;
  description: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  render: (user: SessionUser | null) => ReactNode;
}

const PANELS: readonly PanelDefinition[] = [
  {
    id: 'profile',
    label: 'Profile',
    description: 'How you appear to other members.',
    Icon: ProfileIcon,
    render: (user) => <ProfilePanel user={user} />,
  },
  {
    id: 'notifications',
    label: 'Notifications',
    description: 'What Lorien tells you about, and when.',
    Icon: BellIcon,
    render: () => <NotificationsPanel />,
  },
  {
    id: 'safety',
    label: 'Safety',
    description: 'Who can reach you, who you have blocked, and where you are signed in.',
    Icon: ShieldIcon,
    render: () => <SafetyPanel />,
  },
  {
    id: 'privacy',
    label: 'Privacy & Data',
    description: 'Your consents, a copy of your data, and leaving Lorien.',
    Icon: LockIcon,
    render: () => <PrivacyDataPanel />,
  },
  {
    id: 'invites',
    label: 'Invites',
    description: `Your personal invite code refreshes every ${INVITE_LIFETIME_HOURS} hours. Share it with people you would like to see here.`,
    Icon: InviteIcon,
    render: () => <InvitePanel variant="settings" />,
  },
  {
    id: 'appearance',
    label: 'Appearance',
    description: 'Light, dark, or as your device is set.',
    Icon: EyeIcon,
    render: () => <AppearancePanel />,
  },
  {
    id: 'labs',
    label: 'Labs',
    description: 'Features still in testing, for members who like to try things early.',
    Icon: FlaskIcon,
    render: () => <LabsPanel />,
  },
];

const DEFAULT_PANEL = 'profile';
const tabId = (id: string) => `settings-tab-${id}`;
const panelId = (id: string) => `settings-panel-${id}`;

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { session } = useSession();
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
      <PageHeader
        title="Settings"
        description="Your profile, notifications, safety, privacy and data, invites and experiments."
      />
      <div className="settings__layout">
        <div
          className="settings__tabs"
          role="tablist"
          aria-label="Settings sections"
          onKeyDown={onKeyDown}
        >
          {PANELS.map(({ id, label, Icon }) => {
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
                <span>{label}</span>
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
            <h2 className="settings__panel-title">{active.label}</h2>
            <p className="muted">{active.description}</p>
          </header>
          {active.render(session.user)}
        </section>
      </div>
    </div>
  );
}
