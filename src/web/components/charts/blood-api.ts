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
import { bloodPaths } from '../../../contract/blood-paths';
import { innerAgePaths } from '../../../contract/innerage-paths';
import { fillPath } from '../../../contract/path';
import { apiBlob, apiFetch } from '../../lib/api';

export const bloodApi = {
  results: (signal?: AbortSignal) => apiFetch<BloodResultsResponse>(bloodPaths.results, { signal }),
  markersForView: (sortMode: number, signal?: AbortSignal) =>
    apiFetch<MarkersForViewResponse>(`${bloodPaths.markersForView}?sortMode=${sortMode}`, {
      signal,
    }),
  categories: (offset: number, sortMode: number, signal?: AbortSignal) =>
    apiFetch<CategoriesResponse>(`${bloodPaths.categories}?limit=10&offset=${offset}&sortMode=${sortMode}`, {
      signal,
    }),
  populationPosition: (abbr: string, signal?: AbortSignal) =>
    apiFetch<PopulationPositionResponse>(fillPath(bloodPaths.populationPosition, { marker: abbr }), {
      signal,
    }),
  markerInfo: (abbr: string, signal?: AbortSignal) =>
    apiFetch<MarkerExtraInformation>(fillPath(bloodPaths.markerExtraInformation, { abbr }), { signal }),
  recommendations: (abbrs: string | undefined, signal?: AbortSignal) =>
    apiFetch<RecommendationsResponse>(
      `${bloodPaths.recommendationsByMarker}${abbrs ? `?markerAbbrs=${encodeURIComponent(abbrs)}` : ''}`,
      { signal },
    ),
  share: (body: ShareRequest) =>
    apiFetch<ShareResponse>(bloodPaths.share, { method: 'POST', body, retry: 0 }),
  addNote: (resultId: number, body: { title: string; comment: string }) =>
    apiFetch<TableViewNote>(fillPath(bloodPaths.submitNote, { id: String(resultId) }), {
      method: 'POST',
      body,
      retry: 0,
    }),
  deleteNote: (noteId: number) =>
    apiFetch<unknown>(fillPath(bloodPaths.deleteNote, { id: String(noteId) }), {
      method: 'DELETE',
      retry: 0,
    }),
  historyPdf: () => apiBlob(bloodPaths.resultsHistoryReport, { accept: 'application/pdf' }),
};

export const ageApi = {
  results: (signal?: AbortSignal) => apiFetch<InnerAgeResultsResponse>(innerAgePaths.results, { signal }),
  markersList: (signal?: AbortSignal) =>
    apiFetch<InnerAgeMarkersListResponse>(innerAgePaths.markersList, { signal }),
  dailyActions: (signal?: AbortSignal) =>
    apiFetch<ActiveDailyActionsResponse>(innerAgePaths.activeDailyActions, { signal }),
  setStatus: (body: { day: string; isChecked: boolean; interventionId: number }) =>
    apiFetch<unknown>(innerAgePaths.setInterventionStatus, { method: 'POST', body, retry: 0 }),
};
