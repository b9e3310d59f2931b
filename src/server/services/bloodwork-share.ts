import { statusLabel } from '../../domain/marker-status';
import type { Db } from '../db';
import { bloodworkShares } from '../db/schema';
import type { Catalogue } from './blood-catalogue';
import type { ShareResponse } from '../../contract/blood';
import { loadResults, type BloodProfile, type ComputedResult } from './blood-results';
import type { Outbox } from './outbox';

export interface ShareInput {
  sharedName: string;
  sharedEmail: string;
  sharedFax: string | null;
}

/** The e-mail a shared result sends: every value of the newest draw with its unit and state. */
export function shareEmail(
  catalogue: Catalogue,
  profile: BloodProfile,
  result: ComputedResult,
  share: ShareInput,
) {
  const who = `${profile.firstName} ${profile.lastName}`.trim() || 'A Healthspan member';
  const optimal = result.values.filter((v) => v.state === 0).length;
  const lines = result.values.map((v) => {
    const name = catalogue.byAbbr.get(v.markerAbbr)?.name ?? v.markerAbbr;
    return `- ${name}: ${v.value} ${v.unit} (${statusLabel(v.state)}${v.derived ? ', calculated' : ''})`;
  });
  return {
    subject: `${who} shared blood results with you`,
    body: [
      `Hello ${share.sharedName},`,
      '',
      `${who} shared their blood results of ${result.testedAt} (published ${result.publishedAt}, ${result.source}) with you through Healthspan.`,
      '',
      ...lines,
      '',
      `${optimal} of ${result.values.length} markers are in their optimal range.`,
      ...(share.sharedFax ? ['', `A copy was also requested by fax to ${share.sharedFax}.`] : []),
      '',
      'These results are for information and do not replace the advice of a clinician.',
    ].join('\n'),
  };
}

/** Stores the share and sends the e-mail through the outbox. */
export async function shareResult(
  db: Db,
  outbox: Outbox,
  catalogue: Catalogue,
  profile: BloodProfile,
  result: ComputedResult,
  share: ShareInput,
  now: Date,
) {
  const [row] = await db
    .insert(bloodworkShares)
    .values({ customerId: profile.customerId, resultId: result.id, ...share, createdAt: now })
    .returning();
  const mail = shareEmail(catalogue, profile, result, share);
  await outbox.send({ channel: 'email', recipient: share.sharedEmail, ...mail }, now);
  return row!;
}

/** The answer when the customer has nothing to share yet (409). */
export const NOTHING_TO_SHARE = 'You have no blood results to share yet.';

/**
 * Shares the customer's newest draw (000 §7.7 bloodwork share, 000 §7.3 sharing-results-post);
 * null when they have no blood results yet.
 */
export async function shareLatestResult(
  db: Db,
  outbox: Outbox,
  catalogue: Catalogue,
  profile: BloodProfile,
  body: { sharedName: string; sharedEmail: string; sharedFax?: string | null },
  now: Date,
): Promise<ShareResponse | null> {
  const [latest] = await loadResults(db, catalogue, profile, { limit: 1 });
  if (!latest) return null;
  const share = {
    sharedName: body.sharedName,
    sharedEmail: body.sharedEmail,
    sharedFax: body.sharedFax || null,
  };
  const row = await shareResult(db, outbox, catalogue, profile, latest, share, now);
  return {
    id: row.id,
    resultId: latest.id,
    sharedName: row.sharedName,
    sharedEmail: row.sharedEmail,
    sharedFax: row.sharedFax,
    createdAt: row.createdAt.toISOString(),
  };
}
