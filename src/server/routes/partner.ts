import { Hono } from 'hono';
import {
  partnerCallScope,
  partnerPaths,
  partnerResultsQuery,
  type PartnerMembersCountResponse,
  type PartnerResultsResponse,
} from '../../contract/back-office-integrations';
import type { AppDeps } from '../app';
import { fieldIssues, invalid } from '../http/errors';
import { authenticatePartner, partnerMembersCount, partnerResults } from '../services/partner-api';

/** The partner API (issue 19, docs/partner-api.md): a partner key in `Authorization: Bearer`. */
export function partnerRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono()
    .get(partnerPaths.results, async (c) => {
      // the key first: a caller without a valid key learns nothing, not even which query is wrong
      const caller = await authenticatePartner(
        db,
        c.req.header('authorization'),
        partnerCallScope.results,
        deps.now(),
      );
      const query = partnerResultsQuery.safeParse(c.req.query());
      if (!query.success) throw invalid(fieldIssues(query.error));
      c.header('cache-control', 'no-store');
      return c.json<PartnerResultsResponse>(await partnerResults(db, caller, query.data));
    })
    .get(partnerPaths.membersCount, async (c) => {
      const caller = await authenticatePartner(
        db,
        c.req.header('authorization'),
        partnerCallScope.membersCount,
        deps.now(),
      );
      c.header('cache-control', 'no-store');
      return c.json<PartnerMembersCountResponse>(await partnerMembersCount(db, caller));
    });
}
