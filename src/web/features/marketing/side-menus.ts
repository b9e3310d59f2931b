import { useSyncExternalStore } from 'react';
import { pageSideMenu, storedPagePath } from '../../../contract/page-builder-public';
import { pageResource } from './page-store';

/** spec 000 §2.4: a page's side menu of in-page sections. */
export interface SideMenu {
  title: string;
  sections: readonly { id: string; label: string }[];
}

const none = { subscribe: () => () => undefined, getState: () => undefined, getFirstState: () => undefined };

/**
 * The side menu of the page at `location`: drawn from the stored page's document (its
 * `sideMenuTitle` and anchored headings) once the page is loaded; none for other locations.
 */
export function useSideMenu(location: string): SideMenu | undefined {
  const path = storedPagePath(location);
  const source = path ? pageResource(path) : none;
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getFirstState);
  if (state?.status !== 'success') return undefined;
  const menu = pageSideMenu(state.data.document);
  return menu && { title: menu.title, sections: menu.entries.map((e) => ({ id: e.anchor, label: e.label })) };
}
