import type { ComponentType, KeyboardEvent, ReactNode, SVGProps } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PREFERENCES, INVITE_LIFETIME_HOURS } from '../../../shared/constants.ts';
import {
  BellIcon,
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
import { PrivacyDataPanel } from './privacy-data-panel.tsx';
import { SoonNotice } from './soon-notice.tsx';
import './settings-page.css';

const onOff = (on: boolean) => (on ? 'on' : 'off');

interface PanelDefinition {
  id: string;
  label: string;
  description: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  render: (user: SessionUser | null) => ReactNode;
}

function ProfilePanel({ user }: { user: SessionUser | null }) {
  const since = user ? new Date(user.createdAt) : null;
  return (
    <div className="settings-panel__stack">
      {user ? (
        <dl className="settings-facts card">
          <div>
            <dt>Display name</dt>
            <dd>{user.displayName}</dd>
          </div>
          <div>
            <dt>Username</dt>
            <dd>@{user.username}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          {since && !Number.isNaN(since.getTime()) ? (
            <div>
              <dt>Member since</dt>
              <dd>
                <time dateTime={user.createdAt}>
                  {since.toLocaleDateString('en', { dateStyle: 'long' })}
                </time>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <SoonNotice
        title="Profile editing is coming together"
        items={[
          'Your display name, handle, headline, bio and location.',
          'A theme colour for your profile, and up to six interest tags.',
        ]}
      />
    </div>
  );
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
    render: () => (
      <SoonNotice
        title="Notification settings are coming together"
        items={[
          `A weekly digest of what moved your circle (${onOff(DEFAULT_PREFERENCES.weeklyDigest)} by default).`,
          'Which follows, echoes, replies and messages reach your inbox.',
        ]}
      />
    ),
  },
  {
    id: 'safety',
    label: 'Safety',
    description: 'Who can reach you, and who you have blocked.',
    Icon: ShieldIcon,
    render: () => (
      <SoonNotice
        title="Safety settings are coming together"
        items={[
          `Direct messages from people you do not follow (${onOff(DEFAULT_PREFERENCES.allowDMs)} by default).`,
          'The people you have blocked, with a way to unblock them.',
        ]}
      />
    ),
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
    id: 'labs',
    label: 'Labs',
    description: 'Features still in testing, for members who like to try things early.',
    Icon: FlaskIcon,
    render: () => (
      <SoonNotice
        title="Labs is coming together"
        items={[
          `Mood soundscapes: ambient sound matched to your feed (${onOff(DEFAULT_PREFERENCES.moodSoundscapes)} by default).`,
          'Early looks at new ways to explore how you feel.',
        ]}
      />
    ),
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
