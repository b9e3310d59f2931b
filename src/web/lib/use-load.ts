import { useCallback, useEffect, useState } from 'react';
import { toApiError } from './api';
import type { Loaded } from './resource';

/** One page's call: loads on mount and whenever `key` changes; `reload` retries. */
export function useLoad<T>(key: string, loader: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const id = `${key}#${attempt}`;
  const [state, setState] = useState<Loaded<T> & { id: string }>({ status: 'loading', id });
  useEffect(() => {
    const controller = new AbortController();
    loader(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, id });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: toApiError(error, key), id });
      },
    );
    return () => controller.abort();
    // the loader is recreated each render; `id` names what it loads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current: Loaded<T> = state.id === id ? state : { status: 'loading' };
  return { state: current, reload, setData: (data: T) => setState({ status: 'success', data, id }) };
}
