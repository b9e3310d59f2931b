import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { toApiError, type ApiError } from './api';

/** A call's answer as a view shows it: on its way, failed (with the retry's reason) or there. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: ApiError };

/** A shared resource's state: `idle` until a view first asks for it. */
export type ResourceState<T> = { status: 'idle' } | Loaded<T>;

export interface Resource<T> {
  getState: () => ResourceState<T>;
  /**
   * The state the resource was made with: what a server-drawn page shows, so hydration draws it
   * too even when the answer came in before React took over the page (then it draws again).
   */
  getFirstState: () => ResourceState<T>;
  subscribe: (listener: () => void) => () => void;
  /** Starts loading unless the data is loaded or on its way. */
  load: () => void;
  /** Loads again, also after an error. */
  reload: () => void;
}

/**
 * Data read once and shared by every component that shows it (reference data, configuration).
 * Errors stay until `reload()`; the view offers the retry.
 */
export function createResource<T>(
  name: string,
  loader: (signal: AbortSignal) => Promise<T>,
  /** Data the page already holds (the server wrote it into index.html): no first call. */
  initial?: T,
): Resource<T> {
  let state: ResourceState<T> =
    initial === undefined ? { status: 'idle' } : { status: 'success', data: initial };
  const first = state;
  let controller: AbortController | undefined;
  const listeners = new Set<() => void>();
  const set = (next: ResourceState<T>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const start = () => {
    controller?.abort();
    const current = (controller = new AbortController());
    set({ status: 'loading' });
    loader(current.signal).then(
      (data) => {
        if (controller === current) set({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller === current) set({ status: 'error', error: toApiError(error, name) });
      },
    );
  };

  return {
    getState: () => state,
    getFirstState: () => first,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => {
      if (state.status === 'idle') start();
    },
    reload: start,
  };
}

/** The resource's state, loading it on first use. */
export function useResource<T>(resource: Resource<T>): ResourceState<T> & { retry: () => void } {
  const state = useSyncExternalStore(resource.subscribe, resource.getState, resource.getFirstState);
  useEffect(() => resource.load(), [resource]);
  const retry = useCallback(() => resource.reload(), [resource]);
  return { ...state, retry };
}
