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
import { apiBlob, apiFetch } from '../../lib/api';

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
