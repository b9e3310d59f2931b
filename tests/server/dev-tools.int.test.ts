import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devToolsPaths, devToolsResponse, modelCoverageResponse } from '../../src/contract/dev-tools';
import { readModelCoverage } from '../../src/server/routes/dev-tools';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('development tools (inspector, machine catalogue)', () => {
  it('tells the inspector it runs on a test server', async () => {
    const res = await t.app.request(devToolsPaths.tools);
    expect(res.status).toBe(200);
    expect(devToolsResponse.parse(await res.json())).toEqual({ environment: 'test' });
  });

  it('serves the model-test coverage of the last run, or none', async () => {
    const res = await t.app.request(devToolsPaths.modelCoverage);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = modelCoverageResponse.parse(await res.json());
    expect(body.generatedAt === null ? body.machines : body.machines.length > 0).toBeTruthy();
  });

  it('reads a coverage file, and answers "not run" for a missing or broken one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-coverage-'));
    try {
      const file = path.join(dir, 'model-coverage.json');
      expect(await readModelCoverage(file)).toEqual({ generatedAt: null, machines: [] });
      fs.writeFileSync(file, '{ not json');
      expect(await readModelCoverage(file)).toEqual({ generatedAt: null, machines: [] });
      const row = {
        machine: 'sessionExpiry',
        states: { covered: 7, total: 7 },
        transitions: { covered: 14, total: 14 },
        percent: 100,
        paths: 9,
        graph: { states: 10, edges: 16, edgesCovered: 16 },
        missing: { states: [], transitions: [] },
        measuredAt: '2026-11-23T18:00:00.000Z',
      };
      fs.writeFileSync(file, JSON.stringify({ generatedAt: '2026-11-23T18:00:00.000Z', machines: [row] }));
      expect(await readModelCoverage(file)).toEqual({
        generatedAt: '2026-11-23T18:00:00.000Z',
        machines: [row],
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not exist on a production server', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    try {
      for (const p of [devToolsPaths.tools, devToolsPaths.modelCoverage]) {
        const res = await production.app.request(p);
        expect(res.status).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
