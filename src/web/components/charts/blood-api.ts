import { useCallback, useEffect, useState } from 'react';
import type {
  BloodResultsResponse,
  CategoriesResponse,
  MarkerExtraInformation,
  MarkersForViewResponse,
  PopulationPositionResponse,
  RecommendationsResponse,
  ShareRequest,
  ShareResponse,
  TableViewNote,
} from '../../../contract/blood';
import type {
  ActiveDailyActionsResponse,
  InnerAgeMarkersListResponse,
  InnerAgeResultsResponse,
} from '../../../contract/innerage';
import { apiBlob, apiFetch, toApiError, type ApiError } from '../../lib/api';

// Paths as in src/contract/blood.ts and innerage.ts (bloodPaths, innerAgePaths); written out so the
// zod schemas of the contract stay out of the browser bundle.
const enc = encodeURIComponent;

export const bloodApi = {
  results: (signal?: AbortSignal) =>
    apiFetch<BloodResultsResponse>('/api/customer/v1/blood/results', { signal }),
  markersForView: (sortMode: number, signal?: AbortSignal) =>
    apiFetch<MarkersForViewResponse>(`/api/customer/v1/blood/markers-for-view?sortMode=${sortMode}`, {
      signal,
    }),
  categories: (offset: number, sortMode: number, signal?: AbortSignal) =>
    apiFetch<CategoriesResponse>(
      `/api/customer/markers/categories?limit=10&offset=${offset}&sortMode=${sortMode}`,
      { signal },
    ),
  populationPosition: (abbr: string, signal?: AbortSignal) =>
    apiFetch<PopulationPositionResponse>(`/api/customer/blood/markers/${enc(abbr)}/population-position`, {
      signal,
    }),
  markerInfo: (abbr: string, signal?: AbortSignal) =>
    apiFetch<MarkerExtraInformation>(`/api/public/blood/markers/${enc(abbr)}/extra-information`, { signal }),
  recommendations: (abbrs: string | undefined, signal?: AbortSignal) =>
    apiFetch<RecommendationsResponse>(
      `/api/customer/recommendations/distributed-by-marker-abbrs${abbrs ? `?markerAbbrs=${enc(abbrs)}` : ''}`,
      { signal },
    ),
  share: (body: ShareRequest) =>
    apiFetch<ShareResponse>('/api/pages/bloodworkShare/share', { method: 'POST', body, retry: 0 }),
  addNote: (resultId: number, body: { title: string; comment: string }) =>
    apiFetch<TableViewNote>(`/api/pages/tableViewNotes/submit/${resultId}`, {
      method: 'POST',
      body,
      retry: 0,
    }),
  deleteNote: (noteId: number) =>
    apiFetch<unknown>(`/api/pages/tableViewNotes/delete/${noteId}`, { method: 'DELETE', retry: 0 }),
  historyPdf: () => apiBlob('/api/customer/blood/report/results-history', { accept: 'application/pdf' }),
};

export const ageApi = {
  results: (signal?: AbortSignal) => apiFetch<InnerAgeResultsResponse>('/api/pages/age/results', { signal }),
  markersList: (signal?: AbortSignal) =>
    apiFetch<InnerAgeMarkersListResponse>('/api/pages/age/markers-list', { signal }),
  dailyActions: (signal?: AbortSignal) =>
    apiFetch<ActiveDailyActionsResponse>('/api/pages/age/active-daily-actions', { signal }),
  setStatus: (body: { day: string; isChecked: boolean; interventionId: number }) =>
    apiFetch<unknown>('/api/pages/age/set-intervention-status', { method: 'POST', body, retry: 0 }),
};

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'success'; data: T };

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
