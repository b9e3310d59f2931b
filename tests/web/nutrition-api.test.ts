import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nutritionPaths } from '../../src/contract/nutrition';
import type * as Api from '../../src/web/lib/api';
import { ApiError } from '../../src/web/lib/api';
import { plans } from '../machines/nutrition-plan.fixtures';

const apiFetch = vi.hoisted(() => vi.fn());
vi.mock('../../src/web/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  apiFetch,
}));
const { nutritionApi } = await import('../../src/web/features/nutrition/nutrition-api');

type Call = [string, { method?: string; body?: unknown } | undefined];
const calls = () =>
  (apiFetch.mock.calls as Call[]).map(([url, options]) => ({
    url,
    method: options?.method ?? 'GET',
    body: options?.body,
  }));

beforeEach(() => {
  apiFetch.mockReset();
});

describe('nutrition calls (spec 000 §7.6, docs/decisions/nutrition.md)', () => {
  it('reads the plan and each editor’s lists from the contract’s paths', async () => {
    apiFetch.mockImplementation((url: string) =>
      Promise.resolve(url === nutritionPaths.tryingToLoseWeight ? { value: true } : { url }),
    );
    await nutritionApi.plan();
    for (const section of ['diet', 'foods', 'drinks', 'supplements', 'exercise', 'lifestyle'] as const)
      await nutritionApi.loadSection(section);
    expect(calls().map((c) => c.url)).toEqual([
      nutritionPaths.plan,
      nutritionPaths.diets,
      nutritionPaths.foods,
      nutritionPaths.beverages,
      nutritionPaths.supplements,
      nutritionPaths.medications,
      nutritionPaths.tryingToLoseWeight,
      nutritionPaths.sportCategories,
      nutritionPaths.sports,
      nutritionPaths.exercises,
      nutritionPaths.lifestyleReferences,
      nutritionPaths.lifestyle,
    ]);
    const supplements = await nutritionApi.loadSection('supplements');
    expect(supplements).toMatchObject({ section: 'supplements', data: { tryingToLoseWeight: true } });
  });

  it('saves each editor with its one call, never retried, answering the plan', async () => {
    apiFetch.mockResolvedValue(plans.vegan);
    await expect(nutritionApi.saveSection({ section: 'diet', changes: { diets: [1] } })).resolves.toEqual(
      plans.vegan,
    );
    await nutritionApi.saveSection({ section: 'foods', changes: { frequencies: [], omittedFoodIds: [2] } });
    await nutritionApi.saveSection({ section: 'drinks', changes: { frequencies: [] } });
    await nutritionApi.saveSection({ section: 'exercise', changes: { exercises: [{ sport_id: 3 }] } });
    await nutritionApi.saveSection({ section: 'lifestyle', changes: { sleepDuration: 7 } });
    expect(calls()).toEqual([
      { url: nutritionPaths.dietsPost, method: 'POST', body: { diets: [1] } },
      { url: nutritionPaths.foodsPost, method: 'POST', body: { frequencies: [], omittedFoodIds: [2] } },
      { url: nutritionPaths.beveragesPost, method: 'POST', body: { frequencies: [] } },
      { url: nutritionPaths.exercisesPost, method: 'POST', body: { exercises: [{ sport_id: 3 }] } },
      { url: nutritionPaths.lifestylePost, method: 'POST', body: { sleepDuration: 7 } },
    ]);
    for (const [, options] of apiFetch.mock.calls as [string, { retry?: number }][])
      expect(options.retry).toBe(0);
  });

  it('sends the supplement changes in order and answers the last plan, or reads it when the last call answers none', async () => {
    apiFetch.mockImplementation((url: string) =>
      Promise.resolve(
        url === nutritionPaths.nsfPost
          ? plans.vegan
          : url === nutritionPaths.plan
            ? plans.plan
            : { value: true },
      ),
    );
    await expect(
      nutritionApi.saveSection({
        section: 'supplements',
        changes: { nsfOnly: true, tryingToLoseWeight: true, medications: [1], willingToTake: false },
      }),
    ).resolves.toEqual(plans.vegan);
    expect(calls()).toEqual([
      { url: nutritionPaths.tryingToLoseWeight, method: 'PUT', body: { value: true } },
      { url: nutritionPaths.medications, method: 'PUT', body: { medications: [1] } },
      { url: nutritionPaths.willingToTakePost, method: 'POST', body: { value: false } },
      { url: nutritionPaths.nsfPost, method: 'POST', body: { value: true } },
    ]);

    apiFetch.mockClear();
    await expect(
      nutritionApi.saveSection({ section: 'supplements', changes: { tryingToLoseWeight: false } }),
    ).resolves.toEqual(plans.plan);
    expect(calls().map((c) => c.url)).toEqual([nutritionPaths.tryingToLoseWeight, nutritionPaths.plan]);
  });

  it('stops at the first failed supplement call and names its field', async () => {
    apiFetch.mockImplementation((url: string) =>
      url === nutritionPaths.willingToTakePost
        ? Promise.reject(
            new ApiError(
              'http',
              400,
              { error: 'Invalid', issues: [{ path: 'value', message: 'Answer yes or no' }] },
              url,
            ),
          )
        : Promise.resolve(plans.plan),
    );
    const error = await nutritionApi
      .saveSection({ section: 'supplements', changes: { willingToTake: true, nsfOnly: true } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).issues).toEqual([{ path: 'willingToTake', message: 'Answer yes or no' }]);
    expect(calls().map((c) => c.url)).toEqual([nutritionPaths.willingToTakePost]);
  });
});
