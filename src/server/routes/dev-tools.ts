import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import {
  devToolsPaths,
  modelCoverageResponse,
  type DevToolsResponse,
  type ModelCoverageResponse,
} from '../../contract/dev-tools';
import type { AppDeps } from '../app';

/** Where tests/model/coverage.ts writes the last run's coverage, from the project root. */
export const MODEL_COVERAGE_FILE = 'test-results/model-coverage.json';

const NOT_RUN: ModelCoverageResponse = { generatedAt: null, machines: [] };

/** Reads the coverage file; absent or unreadable means the model tests have not run here. */
export async function readModelCoverage(file: string): Promise<ModelCoverageResponse> {
  try {
    const parsed = modelCoverageResponse.safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
    return parsed.success ? parsed.data : NOT_RUN;
  } catch {
    return NOT_RUN;
  }
}

/**
 * Development and test servers only (app.ts mounts these outside production): tells the inspector
 * it may open, and serves the model-test coverage to the machine catalogue.
 */
export function devToolsRoutes(deps: AppDeps, root = process.cwd()) {
  const environment = deps.config.env === 'production' ? 'development' : deps.config.env;
  return new Hono()
    .get(devToolsPaths.tools, (c) => c.json({ environment } satisfies DevToolsResponse))
    .get(devToolsPaths.modelCoverage, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await readModelCoverage(path.join(root, MODEL_COVERAGE_FILE)));
    });
}
