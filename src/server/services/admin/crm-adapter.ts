import type { CrmProperty, CrmPropertiesResponse } from '../../../contract/back-office-integrations';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { crmOutbox } from '../../db/schema/admin-integrations';
import { HttpError } from '../../http/errors';

// Issue 19: where a CRM sync writes contacts (docs/decisions/back-office-integrations.md). The outbox
// adapter is the default and needs no network; the HTTP adapter talks to a configured CRM endpoint.

export interface CrmContact {
  customerId: number;
  email: string;
  /** CRM property name → value, as the mapping says. */
  properties: Record<string, unknown>;
}

export interface CrmAdapter {
  kind: CrmPropertiesResponse['adapter'];
  /** The CRM's contact properties a product field may be mapped to. */
  properties(): Promise<CrmProperty[]>;
  /**
   * Sends one contact to the CRM, OUTSIDE any transaction: a network call must not hold a database
   * connection (up to its timeout). The CRM's call is an upsert keyed by the e-mail, so sending one
   * contact twice (a crash between the send and its record) writes the same contact again, nothing
   * more. Throws an HttpError (a failed item, not a failed job) when the CRM refuses it. The outbox
   * adapter sends nothing: its record is the write.
   */
  send(contact: CrmContact): Promise<void>;
  /** Records the contact written (`crm_outbox`), in the item's transaction with its cursor. */
  record(tx: Db, contact: CrmContact, jobId: number | null, now: Date): Promise<void>;
}

/** The outbox adapter's properties: HubSpot's standard contact properties and ours, fixed. */
export const OUTBOX_PROPERTIES: readonly CrmProperty[] = [
  { name: 'email', label: 'Email' },
  { name: 'firstname', label: 'First name' },
  { name: 'lastname', label: 'Last name' },
  { name: 'company', label: 'Company name' },
  { name: 'lifecyclestage', label: 'Lifecycle stage' },
  { name: 'healthspan_activation_state', label: 'Healthspan activation state' },
  { name: 'healthspan_membership', label: 'Healthspan membership' },
  { name: 'healthspan_last_result_date', label: 'Healthspan last result date' },
  { name: 'healthspan_innerage', label: 'Healthspan InnerAge' },
  { name: 'healthspan_email_subscriptions', label: 'Healthspan e-mail subscriptions' },
];

const insertRecord = (tx: Db, contact: CrmContact, jobId: number | null, adapter: string, now: Date) =>
  tx.insert(crmOutbox).values({
    jobId,
    customerId: contact.customerId,
    email: contact.email,
    properties: contact.properties,
    adapter,
    createdAt: now,
  });

export const outboxAdapter: CrmAdapter = {
  kind: 'outbox',
  properties: () => Promise.resolve([...OUTBOX_PROPERTIES]),
  send: () => Promise.resolve(),
  record: (tx, contact, jobId, now) => insertRecord(tx, contact, jobId, 'outbox', now).then(() => undefined),
};

/** A CRM answer that is not a success, worded for the job's log (never the token, never the body). */
const refused = (what: string, detail: string) => new HttpError(502, `The CRM refused ${what}: ${detail}.`);

async function send(url: string, init: RequestInit, timeoutMs: number, what: string) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw refused(what, timedOut ? `no answer within ${timeoutMs} ms` : 'the CRM could not be reached');
  }
}

/**
 * A real CRM: `GET <url>/properties` lists the properties (`{ results: [{ name, label }] }`) and
 * `PUT <url>/contacts/<e-mail>` upserts one contact (`{ properties }`), with the token as a Bearer
 * token. Each contact's request has its own timeout; a refusal fails that contact only.
 */
export function httpAdapter(crm: { apiUrl: string; apiToken: string; timeoutMs: number }): CrmAdapter {
  const headers = { authorization: `Bearer ${crm.apiToken}`, 'content-type': 'application/json' };
  return {
    kind: 'http',
    async properties() {
      const res = await send(`${crm.apiUrl}/properties`, { headers }, crm.timeoutMs, 'the property list');
      if (!res.ok) throw refused('the property list', `HTTP ${res.status}`);
      const body = (await res.json().catch(() => null)) as { results?: unknown } | null;
      const list = Array.isArray(body?.results) ? (body.results as unknown[]) : [];
      return list.flatMap((p) => {
        const { name, label } = (p ?? {}) as { name?: unknown; label?: unknown };
        return typeof name === 'string' && name
          ? [{ name, label: typeof label === 'string' && label ? label : name }]
          : [];
      });
    },
    async send(contact) {
      const what = `the contact ${contact.email}`;
      const res = await send(
        `${crm.apiUrl}/contacts/${encodeURIComponent(contact.email)}`,
        { method: 'PUT', headers, body: JSON.stringify({ properties: contact.properties }) },
        crm.timeoutMs,
        what,
      );
      if (!res.ok) throw refused(what, `HTTP ${res.status}`);
      // the body is not needed; reading it frees the connection
      await res.body?.cancel().catch(() => {});
    },
    record: (tx, contact, jobId, now) => insertRecord(tx, contact, jobId, 'http', now).then(() => undefined),
  };
}

/** The configured adapter: HTTP when CRM_API_URL and CRM_API_TOKEN are set, the outbox otherwise. */
export function crmAdapter(config: Pick<Config, 'crm'>): CrmAdapter {
  const { apiUrl, apiToken, timeoutMs } = config.crm;
  return apiUrl && apiToken ? httpAdapter({ apiUrl, apiToken, timeoutMs }) : outboxAdapter;
}
