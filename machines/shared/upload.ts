import type { Failure } from './failure';

/** What an upload machine needs of a chosen file (a browser `File` in the app). */
export interface ChosenFile {
  name: string;
  size: number;
}

/** The upload reports bytes sent through this (the machine's `upload.progress`). */
export type ReportProgress = (loaded: number, total: number) => void;

/** The `upload.progress` event every upload machine takes. */
export interface UploadProgressEvent {
  type: 'upload.progress';
  loaded: number;
  total: number;
}

/** Whole megabytes, as limits are written to customers (`10 MB`). */
export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const isTooLarge = (file: ChosenFile, maxBytes: number) => file.size > maxBytes;

/** Accepted name endings are lower case with the dot (`.txt`); names compare case-insensitively. */
export const hasExtension = (file: ChosenFile, extensions: readonly string[]) =>
  extensions.some((ext) => file.name.toLowerCase().endsWith(ext));

/** A refusal decided in the browser, before anything was sent (no HTTP status). */
export const localFailure = (message: string): Failure => ({
  status: undefined,
  message,
  fieldErrors: {},
  retryAfterSeconds: undefined,
});

/**
 * A failed connection or a server fault (no status, 0 or 5xx) may succeed when sent again; a file
 * the server refused (4xx) would be refused again.
 */
export const isRetryable = (failure: Failure | undefined) => {
  const status = failure?.status;
  return status === undefined || status === 0 || status >= 500;
};

/** Whole percent of an upload, 0 while the size is unknown. */
export const percentSent = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
