import { useState } from 'react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import {
  FeedbackIcon,
  HomeIcon,
  InboxIcon,
  InsightsIcon,
  InviteIcon,
  LockIcon,
  PostcastIcon,
  ProfileIcon,
  SettingsIcon,
  SignOutIcon,
} from '../../components/ui/icons.tsx';
import { DocumentTitle } from '../../components/ui/page-header.tsx';
import { Toaster } from '../../components/ui/toast.tsx';
import { useSession } from '../../entities/session/use-session.ts';
import { useAccountLanguage } from '../../i18n/use-account-language.ts';
import type { SessionUser } from '../../entities/session/use-session.ts';
import { useUnread } from '../../entities/inbox/inbox-api.ts';
import { useLiveStream } from '../../entities/live/live-stream.ts';
import { useAfterFirstPaint } from '../../lib/after-first-render.tsx';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { FeedbackDialog } from '../../features/feedback/feedback-dialog.tsx';
import { InviteDialog } from '../../features/invites/invite-dialog.tsx';
import { KeyboardShortcuts } from '../../features/shortcuts/keyboard-shortcuts.tsx';
import { LogoLink } from '../logo-link.tsx';
import { commonNs } from '../../i18n/ns/common.ts';
import { shellNs } from '../../i18n/ns/shell.ts';
import './app-layout.css';

interface NavItem {
  to: string;
  label: 'home' | 'insights' | 'inbox' | 'settings' | 'profile' | 'postcast';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
}

function navItems(user: SessionUser): NavItem[] {
  return [
    { to: '/dashboard', label: 'home', Icon: HomeIcon, end: true },
    { to: '/insights', label: 'insights', Icon: InsightsIcon },
    { to: '/inbox', label: 'inbox', Icon: InboxIcon },
    { to: '/settings', label: 'settings', Icon: SettingsIcon },
    { to: `/u/${encodeURIComponent(user.id)}`, label: 'profile', Icon: ProfileIcon },
    { to: '/postcast', label: 'postcast', Icon: PostcastIcon },
  ];
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0]];
  return letters
    .map((part) => part?.[0] ?? '')
    .join('')
    .toUpperCase();
}

type OpenDialog = 'invite' | 'feedback' | null;

function AppShell({ user }: { user: SessionUser }) {
  useAccountLanguage(user); // the member's saved interface language (issue 27)
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [brokenAvatar, setBrokenAvatar] = useState<string | null>(null);
  const { t } = useTranslation(shellNs);
  const { t: tc } = useTranslation(commonNs);
  const { signOut, isSigningOut, error: signOutError, reset } = useSignOut();
  // Live updates for every tab; the Inbox badge counts unread threads and notifications.
  // After the first paint: the screen's first paint needs neither (lib/after-first-render.tsx).
  const painted = useAfterFirstPaint();
  useLiveStream(painted);
  const unread = useUnread(painted);
  const inboxUnread = (unread.data?.unreadThreads ?? 0) + (unread.data?.unreadNotifications ?? 0);
  const closeDialog = () => setDialog(null);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {tc('skipToContent')}
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <LogoLink />
          <div className="app-header__actions">
            <Button
              variant="ghost"
              size="sm"
              className="app-header__action"
              icon={<InviteIcon className="btn__icon" />}
              onClick={() => setDialog('invite')}
            >
              <span className="app-header__label">{t('header.invite')}</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="app-header__action"
              icon={<FeedbackIcon className="btn__icon" />}
              onClick={() => setDialog('feedback')}
            >
              <span className="app-header__label">{t('header.feedback')}</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="app-header__action"
              icon={<SignOutIcon className="btn__icon" />}
              onClick={signOut}
              disabled={isSigningOut}
            >
              <span className="app-header__label">{t('header.signOut')}</span>
            </Button>
          </div>
        </div>
      </header>

      {signOutError ? (
        <div className="app-banner" role="alert">
          <p>{signOutError}</p>
          <Button variant="ghost" size="sm" onClick={reset}>
            {tc('dismiss')}
          </Button>
        </div>
      ) : null}

      <div className="app-body">
        <nav className="app-nav" aria-label={t('nav.label')}>
          <ul className="app-nav__list" role="list">
            {navItems(user).map(({ to, label, Icon, end }) => (
              <li key={label}>
                <NavLink to={to} end={end} className="app-nav__link">
                  <Icon className="app-nav__icon" />
                  <span className="app-nav__label">{t(`nav.${label}`)}</span>
                  {to === '/inbox' && inboxUnread > 0 ? (
                    <span
                      className="app-nav__badge"
                      aria-label={t('nav.unread', { count: inboxUnread })}
                    >
                      {inboxUnread > 99 ? '99+' : inboxUnread}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="app-nav__member">
            {user.avatarUrl && brokenAvatar !== user.avatarUrl ? (
              <img
                className="avatar avatar--photo"
                src={user.avatarUrl}
                alt=""
                onError={() => setBrokenAvatar(user.avatarUrl ?? null)}
              />
            ) : (
              <span className="avatar" aria-hidden="true">
                {initials(user.displayName || user.username)}
              </span>
            )}
            <span className="app-nav__member-text">
              <span className="app-nav__member-name">{user.displayName}</span>
              {/* The handle, as on every card and profile (docs/decisions.md, issue 16). */}
              <span className="app-nav__member-handle">@{user.handle}</span>
            </span>
          </div>
        </nav>
        <main id="main" className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>

      <InviteDialog open={dialog === 'invite'} onClose={closeDialog} />
      <FeedbackDialog open={dialog === 'feedback'} onClose={closeDialog} />
      <KeyboardShortcuts />
      <Toaster />
    </div>
  );
}

/** A slim shell for visitors: members-only pages explain themselves instead of failing. */
function SignedOutShell({ children, pending = false }: { children: ReactNode; pending?: boolean }) {
  const { t } = useTranslation(shellNs);
  const { t: tc } = useTranslation(commonNs);
  return (
    <div className="app-shell app-shell--guest">
      <a className="skip-link" href="#main">
        {tc('skipToContent')}
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <LogoLink />
          {/* While we ask who you are, show no actions rather than the wrong ones. */}
          {pending ? null : (
            <nav className="app-header__actions" aria-label={t('guest.navLabel')}>
              <ButtonLink to="/signup" variant="ghost" size="sm">
                {t('guest.join')}
              </ButtonLink>
            </nav>
          )}
        </div>
      </header>
      <main id="main" className="app-main app-main--centered" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

function SignInPanel({
  unreachable,
  onRetry,
  retrying,
}: {
  unreachable: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;
  const { t } = useTranslation(shellNs);
  // A shared post link says what it is: members only, and sign-in leads straight back to it
  // (docs/decisions.md, "A post link opened signed out").
  const isPost = location.pathname.startsWith('/post/');
  const title = isPost ? t('signIn.postTitle') : t('signIn.title');
  return (
    <div className="sign-in-panel card">
      <DocumentTitle title={title} />
      <EmptyState
        level={1}
        icon={<LockIcon />}
        title={title}
        actions={
          <>
            <ButtonLink
              to={{ pathname: '/login', search: `?next=${encodeURIComponent(next)}` }}
              variant="primary"
            >
              {t('signIn.signIn')}
            </ButtonLink>
            <ButtonLink to="/" variant="secondary">
              {t('signIn.home')}
            </ButtonLink>
          </>
        }
      >
        <p>{isPost ? t('signIn.postMembersOnly') : t('signIn.membersOnly')}</p>
        <p>
          <Trans t={t} i18nKey="signIn.newHere" components={{ link: <Link to="/signup" /> }} />
        </p>
      </EmptyState>
      {unreachable ? (
        <div className="alert alert--warning sign-in-panel__notice" role="status">
          <span>{t('signIn.unreachable')}</span>
          <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
            {retrying ? t('signIn.retrying') : t('signIn.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The shell of every signed-in page: header actions, navigation (sidebar or bottom tabs). */
export function Component() {
  const { session, refetch, isRefetching } = useSession();
  const { t } = useTranslation(shellNs);

  if (session.status === 'pending') {
    return (
      <SignedOutShell pending>
        <div className="app-pending delayed-reveal" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('guest.checking')}</span>
        </div>
      </SignedOutShell>
    );
  }

  if (session.status === 'signed-out') {
    return (
      <SignedOutShell>
        <SignInPanel unreachable={session.unreachable} onRetry={refetch} retrying={isRefetching} />
      </SignedOutShell>
    );
  }

  return <AppShell user={session.user} />;
}
