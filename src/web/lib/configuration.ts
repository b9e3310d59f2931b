import { api, type Configuration } from './api';
import { createResource, useResource } from './resource';

/** The site configuration (store, support and contact addresses …), read once per page load. */
export const configuration = createResource('configuration', (signal) => api.configuration(signal));

/** The configuration once loaded; `undefined` while loading or when it could not be read. */
export function useConfiguration(): Configuration | undefined {
  const state = useResource(configuration);
  return state.status === 'success' ? state.data : undefined;
}
