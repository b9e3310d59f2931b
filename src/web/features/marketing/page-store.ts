import type { PublishedPageResponse } from '../../../contract/page-builder';
import {
  PAGE_DATA_ELEMENT_ID,
  pageBuilderPublicPaths,
  type StoredPagePath,
} from '../../../contract/page-builder-public';
import { apiFetch } from '../../lib/api';
import { createResource, type Resource } from '../../lib/resource';

/** The published page the server wrote into index.html for the first location, read once. */
function injectedPage(): PublishedPageResponse | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const page = JSON.parse(element.textContent) as PublishedPageResponse;
    return typeof page.path === 'string' && Array.isArray(page.document?.content) ? page : undefined;
  } catch {
    return undefined;
  }
}

let injected: PublishedPageResponse | undefined | null = null;
const resources = new Map<string, Resource<PublishedPageResponse>>();

/** The published page at `path`, shared by the page and the header's side menu; loaded once per visit. */
export function pageResource(path: StoredPagePath): Resource<PublishedPageResponse> {
  let resource = resources.get(path);
  if (!resource) {
    if (injected === null) injected = injectedPage();
    const initial = injected?.path === path ? injected : undefined;
    resource = createResource(
      `the page ${path}`,
      (signal) =>
        apiFetch<PublishedPageResponse>(`${pageBuilderPublicPaths.page}?path=${encodeURIComponent(path)}`, {
          signal,
          bearer: 'none',
        }),
      initial,
    );
    resources.set(path, resource);
  }
  return resource;
}

/** The server renderer's page for the path it renders, in place of index.html's element. */
export function seedStoredPage(page: PublishedPageResponse | undefined) {
  resources.clear();
  injected = page;
}

/** Forgets loaded pages (tests; a later visit loads them again). */
export function resetStoredPages() {
  resources.clear();
  injected = null;
}
