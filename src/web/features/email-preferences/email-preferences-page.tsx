import { useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import {
  CUSTOM_MESSAGE_MAX,
  EMAIL_PREFERENCE_OPTIONS,
  EMAIL_PREFERENCE_TYPES,
  type HubspotEmailPreferences,
} from '../../../contract/membership';
import { useLoad } from '../../lib/use-load';
import { Container, Spinner } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { toApiError, type ApiError } from '../../lib/api';
import { membershipApi } from '../../lib/membership-api';
import { useAuthStatus } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

type Saving =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'error'; error: ApiError };

const checkboxRow = css({ display: 'flex', gap: '3', alignItems: 'flex-start', py: '2' });

/** Why someone left every list (001 §3 feedback options); sent only by a signed-in customer (001 §7). */
function FeedbackForm({ email }: { email: string }) {
  const [state, setState] = useState<Saving>({ status: 'idle' });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const optionIds = data.getAll('optionIds').map(Number);
    const message = data.get('customOptionMessage');
    const customOptionMessage = typeof message === 'string' ? message : '';
    setState({ status: 'saving' });
    membershipApi.sendEmailPreferencesFeedback({ emailAddress: email, optionIds, customOptionMessage }).then(
      () => setState({ status: 'saved' }),
      (error: unknown) => setState({ status: 'error', error: toApiError(error, 'feedback') }),
    );
  };
  if (state.status === 'saved') return <p role="status">Thank you for telling us.</p>;
  const error = state.status === 'error' ? state.error : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className={css({ mt: '8' })}>
      <fieldset>
        <legend className={css({ textStyle: 'h3', mb: '2' })}>Would you tell us why?</legend>
        {EMAIL_PREFERENCE_OPTIONS.map((option) => (
          <label key={option.id} className={checkboxRow}>
            <input type="checkbox" name="optionIds" value={option.id} />
            {option.text}
          </label>
        ))}
      </fieldset>
      <label className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', mt: '3' })}>
        <span className={css({ fontWeight: '600', textStyle: 'small' })}>Anything else</span>
        <textarea
          name="customOptionMessage"
          maxLength={CUSTOM_MESSAGE_MAX}
          aria-invalid={error?.issueFor('optionIds') ? true : undefined}
          className={css({
            minH: '24',
            p: '3',
            borderWidth: 'thin',
            borderColor: 'border.strong',
            borderRadius: 'md',
          })}
        />
      </label>
      {error ? (
        <p role="alert" className={css({ color: 'danger.fg', textStyle: 'small', mt: '2' })}>
          {error.issueFor('optionIds') ?? error.message}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="outline"
        className={css({ mt: '4' })}
        disabled={state.status === 'saving'}
      >
        Send
      </Button>
    </form>
  );
}

function PreferencesForm({ id, loaded }: { id: string; loaded: HubspotEmailPreferences }) {
  const [current, setCurrent] = useState(loaded);
  const [state, setState] = useState<Saving>({ status: 'idle' });
  const signedIn = useAuthStatus() === 'signedIn';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const subscriptionTypes = new FormData(event.currentTarget).getAll('subscriptionTypes').map(String);
    setState({ status: 'saving' });
    membershipApi.saveEmailPreferences({ id, email: current.email, subscriptionTypes }).then(
      (saved) => {
        setCurrent(saved);
        setState({ status: 'saved' });
      },
      (error: unknown) => setState({ status: 'error', error: toApiError(error, 'preferences') }),
    );
  };
  const none = current.selectedSubscriptionTypes.length === 0;
  return (
    <>
      <p className={css({ color: 'fg.muted', mb: '6' })}>
        For <strong data-testid="preferences-email">{current.email}</strong>
      </p>
      <form onSubmit={onSubmit} noValidate>
        <fieldset>
          <legend className={css({ textStyle: 'h3', mb: '2' })}>Send me</legend>
          {EMAIL_PREFERENCE_TYPES.map((type) => (
            <label key={type.id} className={checkboxRow}>
              <input
                type="checkbox"
                name="subscriptionTypes"
                value={type.id}
                defaultChecked={loaded.selectedSubscriptionTypes.includes(type.id)}
                className={css({ mt: '1' })}
              />
              <span>
                <span className={css({ fontWeight: '600', display: 'block' })}>{type.name}</span>
                <span className={css({ color: 'fg.muted', textStyle: 'small' })}>{type.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={css({ display: 'flex', gap: '4', alignItems: 'center', mt: '5' })}>
          <Button type="submit" disabled={state.status === 'saving'}>
            Save preferences
          </Button>
          <p role="status" className={css({ textStyle: 'small', color: 'accent.fg', fontWeight: '600' })}>
            {state.status === 'saved' ? (none ? 'You will get no more e-mails from us.' : 'Saved.') : ''}
          </p>
        </div>
        {state.status === 'error' ? (
          <p role="alert" className={css({ color: 'danger.fg', textStyle: 'small', mt: '3' })}>
            {state.error.message}
          </p>
        ) : null}
      </form>
      {state.status === 'saved' && none && signedIn ? <FeedbackForm email={current.email} /> : null}
    </>
  );
}

/**
 * The e-mail preferences page an e-mail's link opens (001 §3 "Email preference", §7): public,
 * the link's id is the credential; it shows and saves the subscription types of that address.
 */
export default function EmailPreferencesPage() {
  useDocumentTitle('E-mail preferences');
  const { id = '' } = useParams<{ id: string }>();
  const { state, reload } = useLoad(`email-preferences-${id}`, (signal) =>
    membershipApi.emailPreferencesByLink(id, signal),
  );
  return (
    <Container className={css({ py: { base: '8', md: '12' } })}>
      <div className={css({ maxW: 'prose' })}>
        <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '2' })}>E-mail preferences</h1>
        {state.status === 'loading' ? (
          <Spinner label="Loading your preferences…" />
        ) : state.status === 'error' ? (
          <div
            role="alert"
            className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
          >
            <p>
              {state.error.status === 404 || state.error.status === 400
                ? 'This e-mail preferences link is not valid. Use the link of a recent e-mail.'
                : `We could not load your preferences: ${state.error.message}`}
            </p>
            {state.error.status >= 500 || state.error.status === 0 ? (
              <Button variant="outline" onClick={reload}>
                Try again
              </Button>
            ) : null}
          </div>
        ) : (
          <PreferencesForm id={id} loaded={state.data} />
        )}
      </div>
    </Container>
  );
}
