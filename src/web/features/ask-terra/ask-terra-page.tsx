import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { css, cx } from '../../../../styled-system/css';
import type { ChatMessage } from '../../../contract/chat';
import { formatDate } from '../../../domain/dates';
import { bloodApi } from '../../components/charts/blood-api';
import { useLoad } from '../../lib/use-load';
import { Container, Spinner, StatusPanel } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MESSAGE_MAX } from './chat-api';
import { Citations } from './citations';
import { suggestedQuestions } from './suggestions';
import { type ChatRef, useChatActor, useChatStep } from './use-chat';

const h2 = css({ textStyle: 'h3', mb: '2' });
const muted = css({ color: 'fg.muted', textStyle: 'small' });
const panel = css({
  bg: 'bg.canvas',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: { base: '4', md: '6' },
});

/** `/customer/ask-terra` (spec 000 §2.3, §2.4, §7.9): Ask Terra, the assistant over the customer's results. */
export default function AskTerraPage() {
  useDocumentTitle('Ask Terra');
  const chat = useChatActor();
  return <AskTerra chat={chat} />;
}

/** The page for a given chat actor (tests hand in one with fakes). */
export function AskTerra({ chat }: { chat: ChatRef }) {
  const step = useChatStep(chat);
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '5', md: '10' } })}>
        <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '2' })}>Ask Terra</h1>
        {step === 'loading' ? <Spinner label="Loading Ask Terra…" /> : null}
        {step === 'failed' ? <LoadFailed chat={chat} /> : null}
        {step === 'agreement' ? <Agreement chat={chat} /> : null}
        {step === 'conversation' ? <Conversation chat={chat} /> : null}
      </Container>
    </div>
  );
}

function LoadFailed({ chat }: { chat: ChatRef }) {
  const message = useSelector(chat, (s) => s.context.failure?.message);
  return (
    <StatusPanel
      title="Ask Terra is not available right now"
      actions={<Button onClick={() => chat.send({ type: 'chat.retry' })}>Try again</Button>}
    >
      <p role="alert">{message}</p>
    </StatusPanel>
  );
}

function Agreement({ chat }: { chat: ChatRef }) {
  const accepting = useSelector(chat, (s) => s.hasTag('busy'));
  const failure = useSelector(chat, (s) => s.context.failure?.message);
  return (
    <section aria-labelledby="terra-agreement" className={cx(panel, css({ maxW: 'prose' }))}>
      <h2 id="terra-agreement" className={h2}>
        Before you start
      </h2>
      <p className={css({ mb: '3' })}>
        Terra answers questions about your own results: what a marker means, why yours is high or low, how it
        changed, what moves your InnerAge, what your DNA report and habit week say.
      </p>
      <ul className={css({ listStyleType: 'disc', pl: '5', mb: '4', display: 'grid', gap: '1' })}>
        <li>
          It uses your blood results, InnerAge, recommendations, habit and DNA reports, and shows which ones.
        </li>
        <li>It is not a doctor: it does not diagnose, and it does not advise on medicines or doses.</li>
        <li>
          For symptoms or treatment, talk to your clinician. In an emergency, call your local emergency
          number.
        </li>
        <li>Your questions and Terra’s answers are kept with your account so you can read them again.</li>
      </ul>
      {failure ? (
        <p role="alert" className={css({ color: 'danger.fg', mb: '3' })}>
          {failure}
        </p>
      ) : null}
      <Button
        onClick={() => chat.send({ type: 'agreement.accept' })}
        disabled={accepting}
        aria-busy={accepting || undefined}
      >
        {accepting ? 'Saving…' : 'I agree, start asking'}
      </Button>
    </section>
  );
}

function Conversation({ chat }: { chat: ChatRef }) {
  const loading = useSelector(chat, (s) => s.hasTag('loading'));
  const unavailable = useSelector(chat, (s) => s.matches({ ready: 'unavailable' }));
  return (
    <div
      className={css({
        display: 'grid',
        gap: { base: '4', md: '6' },
        gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '16rem minmax(0, 1fr)' },
        alignItems: 'start',
      })}
    >
      <SessionList chat={chat} />
      <section aria-labelledby="terra-conversation" className={cx(panel, css({ display: 'grid', gap: '4' }))}>
        <ConversationTitle chat={chat} />
        {unavailable ? (
          <Unavailable chat={chat} />
        ) : loading ? (
          <Spinner label="Loading the conversation…" />
        ) : (
          <>
            <Messages chat={chat} />
            <Suggestions chat={chat} />
            <Composer chat={chat} />
          </>
        )}
      </section>
    </div>
  );
}

function ConversationTitle({ chat }: { chat: ChatRef }) {
  const title = useSelector(
    chat,
    (s) => s.context.sessions.find((session) => session.id === s.context.sessionId)?.title,
  );
  return (
    <h2 id="terra-conversation" className={css({ textStyle: 'h3' })}>
      {title ?? 'Conversation'}
    </h2>
  );
}

function Unavailable({ chat }: { chat: ChatRef }) {
  const message = useSelector(chat, (s) => s.context.failure?.message);
  return (
    <div>
      <p role="alert" className={css({ color: 'danger.fg', mb: '3' })}>
        {message ?? 'Your conversations could not be loaded.'}
      </p>
      <Button variant="outline" onClick={() => chat.send({ type: 'chat.retry' })}>
        Try again
      </Button>
    </div>
  );
}

/** Newest first; on phones a native select above the conversation, on wider screens a list beside it. */
function SessionList({ chat }: { chat: ChatRef }) {
  const sessions = useSelector(chat, (s) => s.context.sessions);
  const current = useSelector(chat, (s) => s.context.sessionId);
  const selectId = useId();
  const select = (id: number) => {
    if (id !== current) chat.send({ type: 'session.select', id });
  };
  const create = () => chat.send({ type: 'session.create' });
  return (
    <nav aria-label="Conversations" className={css({ display: 'grid', gap: '3' })}>
      <Button variant="outline" onClick={create}>
        New conversation
      </Button>
      <div className={css({ display: { base: 'grid', md: 'none' }, gap: '1' })}>
        <label htmlFor={selectId} className={css({ textStyle: 'small', fontWeight: '600' })}>
          Conversation
        </label>
        <select
          id={selectId}
          value={current ?? ''}
          onChange={(e) => select(Number(e.currentTarget.value))}
          className={css({
            h: '10',
            px: '3',
            borderWidth: 'thin',
            borderColor: 'border.strong',
            borderRadius: 'md',
            bg: 'bg.canvas',
          })}
        >
          {sessions.map((session) => (
            <option key={session.id} value={session.id}>
              {session.title} ({formatDate(session.updatedAt)})
            </option>
          ))}
        </select>
      </div>
      <ul className={css({ display: { base: 'none', md: 'grid' }, gap: '1' })}>
        {sessions.map((session) => {
          const isCurrent = session.id === current;
          return (
            <li key={session.id}>
              <button
                type="button"
                onClick={() => select(session.id)}
                aria-current={isCurrent ? 'true' : undefined}
                className={css({
                  w: 'full',
                  textAlign: 'left',
                  px: '3',
                  py: '2',
                  borderRadius: 'md',
                  cursor: 'pointer',
                  bg: isCurrent ? 'accent.subtle' : 'transparent',
                  _hover: { bg: 'bg.muted' },
                  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
                })}
              >
                <span className={css({ display: 'block', fontWeight: '600', lineClamp: '2' })}>
                  {session.title}
                </span>
                <span className={muted}>{formatDate(session.updatedAt)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const STATUS_NOTES: Partial<Record<ChatMessage['status'], string>> = {
  interrupted: 'Stopped before the end.',
  failed: 'This reply failed. Ask again to get a full answer.',
  streaming: 'This reply did not finish.',
};

const bubble = css({ borderRadius: 'lg', px: '4', py: '3', maxW: 'full', whiteSpace: 'pre-wrap' });
const userBubble = cx(bubble, css({ bg: 'accent.subtle', justifySelf: 'end', maxW: { md: '85%' } }));
const terraBubble = cx(bubble, css({ bg: 'bg.subtle', justifySelf: 'start', w: 'full' }));

function Messages({ chat }: { chat: ChatRef }) {
  const messages = useSelector(chat, (s) => s.context.messages);
  const reply = useSelector(chat, (s) => s.context.reply);
  const busy = useSelector(chat, (s) => s.hasTag('busy'));
  const announcement = useAnnouncement(chat);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, reply?.text]);
  return (
    <div>
      <ol aria-label="Messages" className={css({ display: 'grid', gap: '3' })}>
        {messages.map((m) => (
          <li key={m.id} className={m.role === 'user' ? userBubble : terraBubble}>
            <p className={css({ srOnly: true })}>{m.role === 'user' ? 'You asked:' : 'Terra answered:'}</p>
            <p>{m.content}</p>
            {m.role === 'assistant' && STATUS_NOTES[m.status] ? (
              <p className={cx(muted, css({ mt: '2', fontStyle: 'italic' }))}>{STATUS_NOTES[m.status]}</p>
            ) : null}
            {m.role === 'assistant' ? (
              <Citations citations={m.citations} labelledBy={`terra-sources-${m.id}`} />
            ) : null}
          </li>
        ))}
        {busy ? (
          <li className={terraBubble} data-testid="terra-reply" aria-busy="true">
            <p className={css({ srOnly: true })}>Terra is answering:</p>
            {reply?.text ? (
              <p data-testid="terra-reply-text">{reply.text}</p>
            ) : (
              <p className={muted}>Terra is thinking…</p>
            )}
            {reply ? <Citations citations={reply.citations} labelledBy="terra-sources-live" /> : null}
          </li>
        ) : null}
      </ol>
      {messages.length === 0 && !busy ? (
        <p className={muted}>Ask anything about your results. Terra answers from your own records.</p>
      ) : null}
      <div ref={end} />
      {/* announced once per reply, not on every token */}
      <div aria-live="polite" className={css({ srOnly: true })} data-testid="terra-announcer">
        {announcement}
      </div>
    </div>
  );
}

/** What a screen reader hears: that Terra is answering, then the whole reply once it is complete. */
function useAnnouncement(chat: ChatRef): string {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    let wasBusy = chat.getSnapshot().hasTag('busy');
    const subscription = chat.subscribe((snapshot) => {
      const busy = snapshot.hasTag('busy');
      if (busy && !wasBusy) setAnnouncement('Terra is answering…');
      if (!busy && wasBusy) {
        const last = snapshot.context.messages.at(-1);
        if (snapshot.matches({ ready: 'idle' }) && last?.role === 'assistant')
          setAnnouncement(`Terra answered: ${last.content}`);
        else if (snapshot.matches({ ready: 'stopped' })) setAnnouncement('Reply stopped.');
        else setAnnouncement('');
      }
      wasBusy = busy;
    });
    return () => subscription.unsubscribe();
  }, [chat]);
  return announcement;
}

function Suggestions({ chat }: { chat: ChatRef }) {
  const empty = useSelector(chat, (s) => s.context.messages.length === 0 && !s.hasTag('busy'));
  const canAsk = useSelector(chat, (s) => s.can({ type: 'message.send', content: 'x' }));
  const markers = useLoad('terra-markers', (s) => bloodApi.markersForView(0, s));
  if (!empty) return null;
  const questions = suggestedQuestions(markers.state.status === 'success' ? markers.state.data : undefined);
  return (
    <div>
      <h3 id="terra-suggestions" className={cx(muted, css({ fontWeight: '600', mb: '2' }))}>
        Try asking
      </h3>
      <ul
        aria-labelledby="terra-suggestions"
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}
      >
        {questions.map((question) => (
          <li key={question}>
            <Button
              variant="outline"
              size="sm"
              disabled={!canAsk}
              onClick={() => chat.send({ type: 'message.send', content: question })}
            >
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Composer({ chat }: { chat: ChatRef }) {
  const [text, setText] = useState('');
  const busy = useSelector(chat, (s) => s.hasTag('busy'));
  const rateLimited = useSelector(chat, (s) => s.hasTag('rateLimited'));
  const failure = useSelector(chat, (s) => s.context.failure);
  const retryAt = useSelector(chat, (s) => s.context.retryAt);
  const canRetry = useSelector(chat, (s) => s.can({ type: 'message.retry' }));
  const inputId = useId();
  const counterId = useId();
  const errorId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    // the textarea is disabled while Terra answers, which drops its focus: give it back
    if (wasBusy.current && !busy) input.current?.focus();
    wasBusy.current = busy;
  }, [busy]);
  const tooLong = text.length > MESSAGE_MAX;
  const send = () => {
    const event = { type: 'message.send', content: text } as const;
    if (!chat.getSnapshot().can(event)) return;
    chat.send(event);
    setText('');
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  return (
    <form
      onSubmit={onSubmit}
      className={css({ display: 'grid', gap: '2' })}
      aria-label="Ask Terra a question"
    >
      <label htmlFor={inputId} className={css({ fontWeight: '600' })}>
        Your question
      </label>
      <textarea
        id={inputId}
        ref={input}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        disabled={busy}
        rows={3}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${counterId}${failure ? ` ${errorId}` : ''}`}
        placeholder="Why is my LDL high?"
        className={css({
          w: 'full',
          p: '3',
          borderWidth: 'thin',
          borderColor: tooLong ? 'danger.fg' : 'border.strong',
          borderRadius: 'md',
          bg: 'bg.canvas',
          resize: 'vertical',
          _disabled: { bg: 'bg.muted', cursor: 'not-allowed' },
        })}
      />
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <p id={counterId} className={cx(muted, tooLong ? css({ color: 'danger.fg' }) : undefined)}>
          {text.length} / {MESSAGE_MAX} characters{tooLong ? ': shorten your question' : ''}. Enter sends,
          Shift+Enter adds a line.
        </p>
        <div className={css({ display: 'flex', gap: '2' })}>
          {busy ? (
            <Button type="button" variant="outline" onClick={() => chat.send({ type: 'message.stop' })}>
              Stop
            </Button>
          ) : (
            <Button type="submit" disabled={tooLong || text.trim() === '' || rateLimited}>
              Send
            </Button>
          )}
        </div>
      </div>
      {failure ? (
        <div id={errorId} className={css({ color: 'danger.fg', textStyle: 'small' })}>
          <p role="alert">{failure.message}</p>
          {rateLimited && retryAt !== undefined ? <RetryCountdown retryAt={retryAt} /> : null}
        </div>
      ) : null}
      {canRetry ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => chat.send({ type: 'message.retry' })}
          >
            Ask again
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** Counts down to the time the machine keeps; outside the alert, so it is not re-announced each second. */
function RetryCountdown({ retryAt }: { retryAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [retryAt]);
  const seconds = Math.max(0, Math.ceil((retryAt - now) / 1000));
  return <p>{seconds > 0 ? `Try again in ${seconds} s.` : 'You can ask again now.'}</p>;
}
