import { createToaster } from '@ark-ui/react/toast';

/** spec 000 §4 and §9: toast messages disappear after 3 seconds. */
export const TOAST_MS = 3000;

/**
 * The app's one toaster: `toast.success({ title, description })`, `toast.error(…)`, `toast.info(…)`.
 * Kept apart from the toast's view so calling it costs the entry chunk almost nothing.
 */
export const toast = createToaster({ placement: 'bottom-end', duration: TOAST_MS, overlap: false, gap: 12 });
