import { Hono } from 'hono';
import type { AppDeps } from '../../app';
import type { StaffEnv } from '../../http/staff-auth';

/** Marker synonyms and OCR review requests (issue 18; to be built). */
export function adminMarkerRoutes(deps: AppDeps) {
  void deps;
  return new Hono<StaffEnv>();
}
