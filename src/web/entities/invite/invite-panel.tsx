import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InviteState, InvitedMember } from '../../../shared/api/accounts.ts';
import { INVITE_COPY_CONFIRMATION_MS } from '../../../shared/constants.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { pagingNs } from '../../i18n/ns/paging.ts';
import {
  AlertIcon,
  CheckIcon,
  ClockIcon,
  CopyIcon,
  RefreshIcon,
  SendIcon,
} from '../../components/ui/icons.tsx';
import { useFormat, useLanguage, useMessages } from '../../i18n/hooks.ts';
import { inviteNs } from '../../i18n/ns/invite.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { useNow } from '../../lib/use-now.ts';
import { useSession } from '../session/use-session.ts';
import { inviteCountdown } from './invite-countdown.ts';
import {
  INVITES_QUERY_KEY,
  InviteLoadError,
  inviteQueryOptions,
  inviteShareLink,
  refreshInvite,
  useMoreInvited,
} from './invites-api.ts';
import './invite-panel.css';

/** Spec section 4: the countdown is re-read every 30 seconds. */
const COUNTDOWN_TICK_MS = 30_000;
/** The header dialog lists only the latest few; Settings lists everyone. */
const DIALOG_INVITED_SHOWN = 3;

export interface InvitePanelProps {
  /** Where the panel lives: the header's Invite dialog, or Settings > Invites. */
  variant: 'dialog' | 'settings';
  /** Called when a link in the panel takes the member elsewhere (the dialog closes). */
  onNavigate?: () => void;
}

interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  manualMessage: string;
  disabled?: boolean;
  large?: boolean;
  /** What the system share sheet sends, where the browser has one (phones, mostly). */
  share?: ShareData;
}

/** The system share sheet, where the browser offers one for this data. */
function canShare(data: ShareData | undefined): data is ShareData {
  if (!data || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare(data);
}

/** A read-only value with a Copy button; if the clipboard refuses, the text is selected instead. */
function CopyField({
  label,
  value,
  copyLabel,
  manualMessage,
  disabled,
  large,
  share,
}: CopyFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { t } = useTranslation(inviteNs);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const selectText = () => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.select();
  };

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      // Missing outside secure contexts and in some embedded browsers.
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), INVITE_COPY_CONFIRMATION_MS);
    } catch {
      setState('failed');
      selectText();
    }
  };

  const shareable = canShare(share);
  const openShareSheet = async () => {
    if (!shareable) return;
    try {
      await navigator.share(share);
    } catch (error) {
      // Closing the sheet is not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  };

  const copied = state === 'copied';
  const errorId = `${id}-error`;
  return (
    <div className={large ? 'copy-field copy-field--large' : 'copy-field'}>
      <label className="copy-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field__row">
        <input
          ref={inputRef}
          id={id}
          className="copy-field__input"
          readOnly
          value={value}
          spellCheck={false}
          aria-describedby={state === 'failed' ? errorId : undefined}
          data-disabled={disabled || undefined}
        />
        <Button
          variant={large ? 'primary' : 'secondary'}
          size={large ? 'md' : 'sm'}
          className="copy-field__button"
          icon={copied ? <CheckIcon className="btn__icon" /> : <CopyIcon className="btn__icon" />}
          onClick={() => void copy()}
          disabled={disabled}
          data-copied={copied || undefined}
        >
          {copied ? t('copy.copied') : copyLabel}
        </Button>
        {shareable ? (
          <Button
            variant="secondary"
            size={large ? 'md' : 'sm'}
            className="copy-field__button"
            icon={<SendIcon className="btn__icon" />}
            onClick={() => void openShareSheet()}
            disabled={disabled}
          >
            {t('ready.share')}
          </Button>
        ) : null}
      </div>
      <span className="visually-hidden" role="status">
        {copied ? t('copy.copied') : ''}
      </span>
      {state === 'failed' ? (
        <p id={errorId} className="field__error" role="alert">
          <AlertIcon className="field__error-icon" width={16} height={16} />
          <span>{manualMessage}</span>
        </p>
      ) : null}
    </div>
  );
}

function InvitedList({
  state,
  limit,
  onNavigate,
}: {
  state: InviteState;
  limit?: number;
  onNavigate?: () => void;
}) {
  const headingId = useId();
  const now = useNow(COUNTDOWN_TICK_MS);
  const { t: paging } = useTranslation(pagingNs);
  const { t } = useTranslation(inviteNs);
  const format = useFormat();
  // The panel's state holds the first page (50); Settings reads the rest on demand (issue 28).
  const more = useMoreInvited(limit ? null : state.invitedNextCursor);
  const newestFirst = [...state.invited, ...more.invited].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  const shown: InvitedMember[] = limit ? newestFirst.slice(0, limit) : newestFirst;
  const hidden = state.invitedCount - shown.length;

  return (
    <section className="invite-panel__invited" aria-labelledby={headingId}>
      <h3 id={headingId} className="invite-panel__subheading">
        {t('invited.title')}{' '}
        <span className="badge" aria-label={t('invited.total', { count: state.invitedCount })}>
          {state.invitedCount}
        </span>
      </h3>
      {shown.length === 0 ? (
        <p className="muted invite-panel__empty">{t('invited.empty')}</p>
      ) : (
        <ul className="invited-list" role="list">
          {shown.map((member) => (
            <li key={member.uid} className="invited-list__item">
              <span className="invited-list__avatar" aria-hidden="true">
                {initials(member.displayName)}
              </span>
              <span className="invited-list__text">
                <span className="invited-list__name">{member.displayName}</span>
                <span className="invited-list__email">{member.email}</span>
              </span>
              <time className="invited-list__when" dateTime={member.createdAt}>
                {t('invited.joined', { when: format.relative(member.createdAt, now, 'long') })}
              </time>
            </li>
          ))}
        </ul>
      )}
      {limit ? null : (
        <LoadMore
          query={more.paged}
          label={paging('more.invited')}
          busyLabel={paging('loading')}
          errorMessage={paging('failed.invited')}
        />
      )}
      {limit && hidden > 0 ? (
        <p className="invite-panel__more">
          <Link to="/settings?panel=invites" onClick={onNavigate}>
            {t('invited.seeAll', { count: state.invitedCount })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function InviteReady({ state, variant, onNavigate }: { state: InviteState } & InvitePanelProps) {
  const queryClient = useQueryClient();
  const now = useNow(COUNTDOWN_TICK_MS);
  const [announcement, setAnnouncement] = useState('');
  const { t } = useTranslation(inviteNs);
  const M = useMessages();
  const language = useLanguage();
  const refresh = useMutation({
    mutationFn: refreshInvite,
    onSuccess: (next) => {
      queryClient.setQueryData(INVITES_QUERY_KEY, next);
      setAnnouncement(t('ready.newCode'));
    },
  });

  const code = state.code ?? '';
  const countdown = inviteCountdown(state.expiresAtMs, state.expired, now, language, variant);
  const manualMessage = variant === 'settings' ? M.inviteCopyManuallyShort : M.inviteCopyManually;

  return (
    <div className="invite-panel__ready">
      <div className="invite-ticket" data-expired={countdown.expired || undefined}>
        <CopyField
          key={`code-${code}`}
          large
          label={t('ready.code')}
          value={code}
          copyLabel={t('ready.copyCode')}
          manualMessage={manualMessage}
          disabled={countdown.expired}
          share={{
            title: t('ready.shareTitle'),
            text: t('ready.shareText', { code }),
            url: inviteShareLink(code),
          }}
        />
        <div className="invite-ticket__meta">
          {countdown.text ? (
            <p
              className={
                countdown.expired
                  ? 'invite-ticket__countdown invite-ticket__countdown--expired'
                  : 'invite-ticket__countdown'
              }
            >
              {countdown.expired ? (
                <AlertIcon width={16} height={16} />
              ) : (
                <ClockIcon width={16} height={16} />
              )}
              <span>{countdown.text}</span>
            </p>
          ) : null}
          <Button
            variant={countdown.expired ? 'primary' : 'secondary'}
            size="sm"
            icon={<RefreshIcon className="btn__icon" />}
            onClick={() => {
              setAnnouncement('');
              refresh.mutate();
            }}
            disabled={refresh.isPending}
          >
            {refresh.isPending ? t('ready.refreshing') : t('ready.refresh')}
          </Button>
        </div>
      </div>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      {refresh.isError ? (
        <div className="alert alert--danger" role="alert">
          <AlertIcon className="alert__icon" width={18} height={18} />
          <p>{errorMessage(refresh.error, M.inviteGenerateFailed)}</p>
        </div>
      ) : null}

      <CopyField
        key={`link-${code}`}
        label={t('ready.link')}
        value={inviteShareLink(code)}
        copyLabel={t('ready.copyLink')}
        manualMessage={manualMessage}
        disabled={countdown.expired}
      />
      <p className="invite-panel__note">{t('ready.note')}</p>

      <InvitedList
        state={state}
        limit={variant === 'dialog' ? DIALOG_INVITED_SHOWN : undefined}
        onNavigate={onNavigate}
      />
    </div>
  );
}

/** The member's invite code, its countdown, copy and share, refresh, and who joined with it. */
export function InvitePanel({ variant, onNavigate }: InvitePanelProps) {
  const panelClass = `invite-panel invite-panel--${variant}`;
  const { session } = useSession();
  const signedIn = session.status === 'signed-in';
  const invite = useQuery({ ...inviteQueryOptions, enabled: signedIn });
  const { t } = useTranslation(inviteNs);
  const M = useMessages();
  const language = useLanguage();

  if (session.status === 'signed-out') {
    return (
      <div className={panelClass}>
        <div className="alert alert--info">
          <p>
            {M.inviteSignInToView}{' '}
            <Link to="/login" onClick={onNavigate}>
              {t('panel.signIn')}
            </Link>
          </p>
        </div>
      </div>
    );
  }

  if (invite.data) {
    return (
      <div className={panelClass}>
        <InviteReady state={invite.data} variant={variant} onNavigate={onNavigate} />
      </div>
    );
  }

  if (invite.isError) {
    const signedOut =
      invite.error instanceof InviteLoadError &&
      isApiError(invite.error.cause) &&
      invite.error.cause.isUnauthorized;
    return (
      <div className={panelClass}>
        <div className="alert alert--danger" role="alert">
          <AlertIcon className="alert__icon" width={18} height={18} />
          <div className="form-alert__body">
            <p>{translateMessage(invite.error.message || M.inviteLoadFailed, language)}</p>
            <p>
              {signedOut ? (
                <Link to="/login" onClick={onNavigate}>
                  {t('panel.signIn')}
                </Link>
              ) : (
                <Button
                  size="sm"
                  onClick={() => void invite.refetch()}
                  disabled={invite.isFetching}
                >
                  {invite.isFetching ? t('panel.retrying') : t('panel.retry')}
                </Button>
              )}
            </p>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={panelClass}>
      <div className="invite-panel__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('panel.loading')}</span>
      </div>
    </div>
  );
}
