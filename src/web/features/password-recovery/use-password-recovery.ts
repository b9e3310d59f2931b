import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { authPaths as paths } from '../../../contract/auth-paths';
import { apiFetch } from '../../lib/api';
import {
  passwordRecoveryMachine,
  type PasswordRecoveryInput,
} from '../../../../machines/password-recovery.machine';

const post = <T>(url: string, body: object, signal: AbortSignal) =>
  apiFetch<T>(url, { method: 'POST', body, signal, bearer: 'none' });

/** The recovery machine with the real calls (spec 000 §7.1). */
export const passwordRecoveryLogic = passwordRecoveryMachine.provide({
  actors: {
    sendRecoveryLink: fromPromise(({ input, signal }) => post(paths.recoverPassword, input, signal)),
    findQuestion: fromPromise(({ input, signal }) =>
      post<{ question: string }>(paths.securityQuestion, input, signal),
    ),
    checkAnswer: fromPromise(({ input, signal }) => post<{ guid: string }>(paths.answerCheck, input, signal)),
    checkGuid: fromPromise(({ input, signal }) => post<{ valid: boolean }>(paths.guidCheck, input, signal)),
    resetPassword: fromPromise(({ input, signal }) => post(paths.resetPassword, input, signal)),
  },
});

export type RecoveryStep =
  | 'request'
  | 'sent'
  | 'email'
  | 'answering'
  | 'checkingLink'
  | 'linkFailed'
  | 'password'
  | 'invalid'
  | 'done';

type RecoverySnapshot = SnapshotFrom<typeof passwordRecoveryMachine>;

function stepOf(s: RecoverySnapshot): RecoveryStep {
  if (s.matches({ request: 'sent' })) return 'sent';
  if (s.matches('request')) return 'request';
  if (s.matches({ question: 'answering' }) || s.matches({ question: 'checking' })) return 'answering';
  if (s.matches('question')) return 'email';
  if (s.matches({ link: 'failed' })) return 'linkFailed';
  if (s.matches('link')) return 'checkingLink';
  if (s.matches('password')) return 'password';
  if (s.matches('done')) return 'done';
  return 'invalid';
}

/** The recovery flow's view API; `logic` lets tests hand in fakes. */
export function usePasswordRecovery(input: PasswordRecoveryInput, logic = passwordRecoveryLogic) {
  const actor = useActorRef(logic, { input });
  const step = useSelector(actor, stepOf);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const email = useSelector(actor, (s) => s.context.email);
  const question = useSelector(actor, (s) => s.context.question);
  const send = useMemo(
    () => ({
      email: (value: string) => actor.send({ type: 'email.submit', email: value }),
      answer: (value: string) => actor.send({ type: 'answer.submit', answer: value }),
      password: (value: string) => actor.send({ type: 'password.submit', password: value }),
      changeEmail: () => actor.send({ type: 'email.change' }),
      retryLink: () => actor.send({ type: 'link.retry' }),
    }),
    [actor],
  );
  return { step, busy, error, fieldErrors, email, question, send };
}
