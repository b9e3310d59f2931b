import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from '../../src/contract/account';
import { adminPaths } from '../../src/contract/admin';
import { bloodPaths } from '../../src/contract/blood';
import { dnaPaths } from '../../src/contract/dna';
import { SESSION_ENDED_MESSAGE } from '../../src/contract/error-messages';
import { errorBody } from '../../src/contract/http';
import { innerAgePaths } from '../../src/contract/innerage';
import { membershipPaths } from '../../src/contract/membership';
import { ordersPaths } from '../../src/contract/orders';
import { DEFAULT_BODY_MAX_BYTES } from '../../src/server/http/request-limits';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const { api, logIn } = bearerCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The small JSON calls that each had their own 16 KB limit before the one guard. */
const smallJsonCalls = [
  ['POST', accountPaths.namesPost],
  ['POST', ordersPaths.transfer],
  ['POST', bloodPaths.share],
  ['POST', dnaPaths.markSampleAsMailed],
  ['PUT', membershipPaths.notificationClosed],
  ['POST', innerAgePaths.setInterventionStatus],
] as const;

describe('one body limit for the small JSON calls', () => {
  it('lets a 20 KB body reach the validator (400, not 413) and refuses one over 64 KB with the guard', async () => {
    const token = await logIn('active@demo.healthspan.test');
    const sized = (bytes: number) => ({ unexpected: 'y'.repeat(bytes) });
    const under = await Promise.all(
      smallJsonCalls.map(([method, path]) => api(method, path, token, sized(20 * 1024))),
    );
    expect(under.map((r) => r.status)).toEqual(smallJsonCalls.map(() => 400));
    const over = await Promise.all(
      smallJsonCalls.map(([method, path]) => api(method, path, token, sized(DEFAULT_BODY_MAX_BYTES))),
    );
    expect(over.map((r) => r.status)).toEqual(smallJsonCalls.map(() => 413));
    for (const res of over) expect(errorBody.parse(await res.json()).error).toMatch(/at most 64 KB/);
  });
});

describe('one "session ended" sentence', () => {
  it('answers a customer call and a staff call without a live session with the contract sentence', async () => {
    const [customer, staff] = await Promise.all([
      api('GET', membershipPaths.notificationsList, 'not-a-token'),
      api('GET', adminPaths.authProfile, 'not-a-token'),
    ]);
    for (const res of [customer, staff]) {
      expect(res.status).toBe(401);
      expect(errorBody.parse(await res.json()).error).toBe(SESSION_ENDED_MESSAGE);
    }
  });
});

describe('one 400 for bad input', () => {
  it('builds a check the schema cannot make as the validator builds its own 400', async () => {
    const token = await logIn('active@demo.healthspan.test');
    const unknown = await api('GET', `${bloodPaths.recommendationsByMarker}?markerAbbrs=NOPE`, token);
    expect(unknown.status).toBe(400);
    expect(errorBody.parse(await unknown.json())).toEqual({
      error: 'Invalid markerAbbrs',
      issues: [{ path: 'markerAbbrs', message: 'Unknown marker NOPE' }],
    });
    const schema = await api('POST', accountPaths.namesPost, token, {});
    expect(schema.status).toBe(400);
    const body = errorBody.parse(await schema.json());
    const paths = [...new Set(body.issues?.map((i) => i.path))];
    expect(body.error).toBe(`Invalid ${paths.join(', ')}`);
  });
});
