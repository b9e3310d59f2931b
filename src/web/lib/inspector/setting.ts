// The inspector's opt-in, apart from its recorder: the shell reads it on every page, the recorder
// loads with the app's actors (issue 22: no inspector code before the public page is idle).

/** localStorage key of the "open the inspector" setting. */
export const INSPECTOR_SETTING_KEY = 'healthspan.inspector';

/**
 * Whether the inspector was asked for on this page load: `?inspect` in the address or the
 * localStorage setting. The keyboard shortcut (Alt+Shift+I) opens it later.
 */
export function inspectionRequested(): boolean {
  try {
    if (new URLSearchParams(window.location.search).has('inspect')) return true;
    return window.localStorage.getItem(INSPECTOR_SETTING_KEY) === 'open';
  } catch {
    return false;
  }
}
