import { useState } from 'react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
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
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { FeedbackDialog } from '../../features/feedback/feedback-dialog.tsx';
import { InviteDialog } from '../../features/invites/invite-dialog.tsx';
import { LogoLink } from '../logo-link.tsx';
import './app-layout.css';

interface NavItem {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
}

function navItems(user: SessionUser): NavItem[] {
  return [
    { to: '/dashboard', label: 'Home', Icon: HomeIcon, end: true },
    { to: '/insights', label: 'Insights', Icon: InsightsIcon },
    { to: '/inbox', label: 'Inbox', Icon: InboxIcon },
    { to: '/settings', label: 'Settings', Icon: SettingsIcon },
    { to: `/u/${encodeURIComponent(user.id)}`, label: 'Profile', Icon: ProfileIcon },
    { to: '/postcast', label: 'Postcast', Icon: PostcastIcon },
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
  const { signOut, isSigningOut, error: signOutError, reset } = useSignOut();
  // Live updates for every tab; the Inbox badge counts unread threads and notifications.
  useLiveStream(true);
  const unread = useUnread();
  const inboxUnread = (unread.data?.unreadThreads ?? 0) + (unread.data?.unreadNotifications ?? 0);
  const closeDialog = () => setDialog(null);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
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
              <span className="app-header__label">Invite</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="app-header__action"
              icon={<FeedbackIcon className="btn__icon" />}
              onClick={() => setDialog('feedback')}
            >
              <span className="app-header__label">Share Feedback</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="app-header__action"
              icon={<SignOutIcon className="btn__icon" />}
              onClick={signOut}
              disabled={isSigningOut}
            >
              <span className="app-header__label">Sign Out</span>
            </Button>
          </div>
        </div>
      </header>

      {signOutError ? (
        <div className="app-banner" role="alert">
          <p>{signOutError}</p>
          <Button variant="ghost" size="sm" onClick={reset}>
            Dismiss
          </Button>
        </div>
      ) : null}

      <div className="app-body">
        <nav className="app-nav" aria-label="Main">
          <ul className="app-nav__list" role="list">
            {navItems(user).map(({ to, label, Icon, end }) => (
              <li key={label}>
                <NavLink to={to} end={end} className="app-nav__link">
                  <Icon className="app-nav__icon" />
                  <span className="app-nav__label">{label}</span>
                  {to === '/inbox' && inboxUnread > 0 ? (
                    <span className="app-nav__badge" aria-label={`${inboxUnread} unread`}>
                      {inboxUnread > 99 ? '99+' : inboxUnread}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="app-nav__member">
            <span className="avatar" aria-hidden="true">
              {initials(user.displayName || user.username)}
            </span>
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
      <Toaster />
    </div>
  );
}

/** A slim shell for visitors: members-only pages explain themselves instead of failing. */
function SignedOutShell({ children, pending = false }: { children: ReactNode; pending?: boolean }) {
  return (
    <div className="app-shell app-shell--guest">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <LogoLink />
          {/* While we ask who you are, show no actions rather than the wrong ones. */}
          {pending ? null : (
            <nav className="app-header__actions" aria-label="Account">
              <ButtonLink to="/signup" variant="ghost" size="sm">
                Join with an invite
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
  return (
    <div className="sign-in-panel card">
      <DocumentTitle title="Please sign in" />
      <EmptyState
        level={1}
        icon={<LockIcon />}
        title="Please sign in"
        actions={
          <>
            <ButtonLink
              to={{ pathname: '/login', search: `?next=${encodeURIComponent(next)}` }}
              variant="primary"
            >
              Sign in
            </ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Back to the home page
            </ButtonLink>
          </>
        }
      >
        <p>This part of Lorien is for members. Sign in to pick up where you left off.</p>
        <p>
          New here? Lorien is invite-only; <Link to="/signup">join with an invite code</Link>.
        </p>
      </EmptyState>
      {unreachable ? (
        <div className="alert alert--warning sign-in-panel__notice" role="status">
          <span>We could not reach Lorien to check whether you are signed in.</span>
          <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Checking…' : 'Try again'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The shell of every signed-in page: header actions, navigation (sidebar or bottom tabs). */
export function Component() {
  const { session, refetch, isRefetching } = useSession();

  if (session.status === 'pending') {
    return (
      <SignedOutShell pending>
        <div className="app-pending delayed-reveal" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Checking your session…</span>
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
