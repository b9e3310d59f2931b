import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { AcceptInvitationResponse, InvitationView } from '../../../contract/coach';
import { FormPanel, Notice } from '../../components/form-panel';
import { Spinner } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { toApiError, type ApiError } from '../../lib/api';
import { useConfiguration } from '../../lib/configuration';
import { CUSTOMER_ROUTES } from '../../lib/customer';
import { useAuthStatus, useCustomer } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { invitationApi } from './invitation-api';

type Loaded =
  { status: 'loading' } | { status: 'ready'; view: InvitationView } | { status: 'error'; error: ApiError };

type Joining =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'joined'; team: AcceptInvitationResponse }
  | { status: 'refused'; error: ApiError };

const CLOSED: Record<Exclude<InvitationView['state'], 'pending'>, { title: string; text: string }> = {
  expired: {
    title: 'This invitation has expired',
    text: 'Invitation links work for 14 days. Ask your coach to invite you again.',
  },
  withdrawn: {
    title: 'This invitation was withdrawn',
    text: 'The team no longer takes members by this link. Ask your coach if you think this is a mistake.',
  },
  accepted: {
    title: 'This invitation is already accepted',
    text: 'You are a member of the team. Choose who may see your results in your account.',
  },
};

const linkStyle = css({ color: 'accent.fg', textDecoration: 'underline' });

/**
 * `/customer/team/invitation/:inviteId/accept-invite` (000 §2.3): what the invitation is for,
 * before sign-in; a signed-out visitor logs in (and comes back by `returnTo`) or creates an
 * account; a signed-in customer joins. The server decides whether the signed-in e-mail is the
 * invited one (403 with its message).
 */
export default function AcceptInvitePage() {
  useDocumentTitle('Team invitation');
  const { inviteId = '' } = useParams<{ inviteId: string }>();
  const status = useAuthStatus();
  const customer = useCustomer();
  const storeUrl = useConfiguration()?.storeUrl;
  const [joining, setJoining] = useState<Joining>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const key = `${inviteId}/${attempt}`;
  const [settled, setSettled] = useState<{ key: string; loaded: Loaded }>();
  const loaded: Loaded = settled?.key === key ? settled.loaded : { status: 'loading' };
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    invitationApi.view(inviteId, controller.signal).then(
      (view) => setSettled({ key, loaded: { status: 'ready', view } }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setSettled({ key, loaded: { status: 'error', error: toApiError(error, 'invitation') } });
      },
    );
    return () => controller.abort();
  }, [inviteId, key]);

  useEffect(() => {
    if (joining.status === 'joined' || joining.status === 'refused') result.current?.focus();
  }, [joining.status]);

  if (loaded.status === 'loading' || status === 'checking')
    return <Spinner label="Loading your invitation…" />;

  if (loaded.status === 'error') {
    if (loaded.error.status === 404)
      return (
        <FormPanel title="We cannot find this invitation">
          <p>
            Check that you opened the whole link from your invitation e-mail, or ask your coach for a new one.
          </p>
        </FormPanel>
      );
    return (
      <FormPanel title="Team invitation">
        <Notice tone="danger">We could not load your invitation: {loaded.error.message}</Notice>
        <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </FormPanel>
    );
  }

  const { view } = loaded;
  const here = `${window.location.pathname}${window.location.search}`;
  const permissionsLink = (
    <Link href={CUSTOMER_ROUTES.account} className={linkStyle}>
      Choose who may see your results
    </Link>
  );

  if (joining.status === 'joined')
    return (
      <FormPanel title={`You joined ${joining.team.teamName}`}>
        <Notice tone="success" focusRef={result}>
          You are now a member of {joining.team.teamName} ({view.companyName}).
        </Notice>
        <p className={css({ mb: '4' })}>
          Your coach sees your results only if you allow it. You can give or take back that permission at any
          time in your account, under “Who may see your results”.
        </p>
        {permissionsLink}
      </FormPanel>
    );

  if (view.state !== 'pending') {
    const closed = CLOSED[view.state];
    return (
      <FormPanel title={closed.title} intro={`${view.companyName} · ${view.teamName}`}>
        <p className={css({ mb: '4' })}>{closed.text}</p>
        {view.state === 'accepted' && customer ? permissionsLink : null}
      </FormPanel>
    );
  }

  const join = () => {
    setJoining({ status: 'busy' });
    invitationApi.accept(inviteId).then(
      (team) => setJoining({ status: 'joined', team }),
      (error: unknown) => {
        const failure = toApiError(error, 'accept');
        setJoining({ status: 'refused', error: failure });
        // 410: expired, withdrawn or used meanwhile; reading the invitation again shows which
        if (failure.status === 410) setAttempt((n) => n + 1);
      },
    );
  };

  return (
    <FormPanel
      title={`${view.companyName} invites you to join ${view.teamName}`}
      intro={
        <p>
          The invitation is for <strong data-testid="invited-email">{view.maskedEmail}</strong>. Your coach
          sees your results only if you allow it.
        </p>
      }
    >
      {joining.status === 'refused' ? (
        <Notice tone="danger" focusRef={result}>
          {joining.error.status === 403
            ? `${joining.error.message} You are signed in as ${customer?.email ?? 'another account'}.`
            : joining.error.message}
        </Notice>
      ) : null}
      {customer ? (
        <div
          className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
        >
          <Button size="lg" onClick={join} disabled={joining.status === 'busy'}>
            {joining.status === 'busy' ? 'Joining…' : `Join ${view.teamName}`}
          </Button>
          {joining.status === 'refused' && joining.error.status === 403 ? (
            <Link href={CUSTOMER_ROUTES.logout} className={linkStyle}>
              Log out to switch account
            </Link>
          ) : null}
        </div>
      ) : (
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button asChild size="lg">
            <Link href={`${CUSTOMER_ROUTES.login}?returnTo=${encodeURIComponent(here)}`}>Log in</Link>
          </Button>
          {storeUrl ? (
            <Button asChild size="lg" variant="outline">
              <a href={storeUrl}>Create account</a>
            </Button>
          ) : null}
        </div>
      )}
      {customer ? null : (
        <p className={css({ mt: '5', textStyle: 'small', color: 'fg.muted' })}>
          New to Healthspan? Create your account in our store with the invited e-mail, then open the link in
          your invitation e-mail again to join.
        </p>
      )}
    </FormPanel>
  );
}
