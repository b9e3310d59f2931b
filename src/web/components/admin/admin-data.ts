import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { fillPath } from '../../../contract/admin';
import { backOfficePaths, type BackOfficePath } from '../../../contract/back-office';
import { staffBlob, staffFetch, toApiError, type ApiError, type CallOptions } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { staffActor } from '../../lib/staff-auth';

export type QueryValue = string | number | boolean | null | undefined;

/** A call's address: the named path with its `:parts` filled and the defined query values appended. */
export function adminUrl(
  path: BackOfficePath,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): string {
  const filled = fillPath(
    backOfficePaths[path],
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** A back-office write (or a one-off read): the admin token and company header come from staffFetch. */
export function adminCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: CallOptions['body'],
): Promise<T> {
  return staffFetch<T>(url, { method, body });
}

export type AdminQuery<T> =
  | { status: 'loading'; reload: () => void }
  | { status: 'done'; data: T; reload: () => void }
  | { status: 'failed'; error: ApiError; reload: () => void };

/**
 * Reads `url` once the admin is signed in, and again when `url` changes or `reload()` is called.
 * The answer is kept with the url it answers, so another url reads as loading until its answer
 * comes; a reload keeps showing the old data until the new arrives. No url: nothing is read.
 */
export function useAdminQuery<T>(url: string | undefined): AdminQuery<T> {
  const [actor] = useState(() => staffActor('resume'));
  const signedIn = useSelector(actor, (s) => s.matches('signedIn') && s.context.session !== undefined);
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{
    url: string;
    state: Exclude<AdminQuery<T>, { status: 'loading' }>;
  }>();
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    if (!signedIn || !url) return;
    const controller = new AbortController();
    staffFetch<T>(url, { signal: controller.signal }).then(
      (data) => setAnswer({ url, state: { status: 'done', data, reload } }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ url, state: { status: 'failed', error: toApiError(error, url), reload } });
      },
    );
    return () => controller.abort();
  }, [url, signedIn, round, reload]);
  return answer?.url === url && answer ? answer.state : { status: 'loading', reload };
}

/**
 * A list screen's state in the URL (search, filters, sort, page), so the back button and a shared
 * link give the same list. `set` merges; any change other than the page goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (next: Partial<Record<K | 'page', string | number>>) => {
    const merged: Record<string, string> = {};
    for (const k of keys) {
      const v = k in next ? String(next[k] ?? '') : values[k];
      if (v) merged[k] = v;
    }
    const nextPage = 'page' in next ? Number(next.page) : 1;
    if (nextPage > 1) merged.page = String(nextPage);
    setParams(merged);
  };
  return { values, page, set };
}

export const CHECK_FIELDS_MESSAGE = 'Check the fields marked below.';

/**
 * What a form shows of a failed submit: each field's message (next to the field) and one line above
 * the form — a pointer to the fields when the server named any, its message otherwise.
 */
export function formFailureOf(failure: unknown): { fields: Record<string, string>; message: string } {
  const fields = fieldErrorsOf(failure);
  return {
    fields,
    message: Object.keys(fields).length ? CHECK_FIELDS_MESSAGE : (failure as Error).message,
  };
}

/**
 * A form's submit: `run(work)` marks it busy and clears the last failure; a rejected `work` leaves
 * its field errors (`errors`, by the server's path) and the line above the form (`error`), as
 * formFailureOf words them. Resolves true when the work succeeded.
 */
export function useFormSubmit() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const reset = useCallback(() => {
    setErrors({});
    setError('');
  }, []);
  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    reset();
    try {
      await work();
      return true;
    } catch (failure) {
      const { fields, message } = formFailureOf(failure);
      setErrors(fields);
      setError(message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, error, reset, run };
}

/** The server's message for each field of a 400 (`path` as the server names it), for showing next to it. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const issues = (error as ApiError | undefined)?.issues ?? [];
  return Object.fromEntries(issues.map((i) => [i.path, i.message]));
}

/** Downloads a back-office file (a CSV, an export) with the admin's token and saves it as `name`. */
export async function adminDownload(url: string, name: string): Promise<void> {
  const blob = await staffBlob(url);
  saveBlob(blob, name);
}
