import type {
  LoadedSection,
  NutritionSection,
  SaveRequest,
  SupplementChanges,
} from '../../../../machines/nutrition-plan.machine';
import type {
  DietsResponse,
  ExercisesResponse,
  FoodsResponse,
  LifestyleAnswersResponse,
  LifestyleReference,
  MedicationsResponse,
  NutritionBeveragesResponse,
  NutritionPlan,
  SportInfo,
  SupplementsResponse,
} from '../../../contract/nutrition';
import { nutritionPaths as paths } from '../../../contract/nutrition-paths';
import type { Choice } from '../../../contract/onboarding';
import { ApiError, apiFetch } from '../../lib/api';

const get = <T>(url: string, signal?: AbortSignal) => apiFetch<T>(url, { signal });
// never retried by the client: a save is the customer's to repeat
const send = <T>(url: string, body: object, signal?: AbortSignal, method: 'POST' | 'PUT' = 'POST') =>
  apiFetch<T>(url, { method, body, signal, retry: 0 });

const isPlan = (answer: unknown): answer is NutritionPlan =>
  typeof answer === 'object' && answer !== null && 'state' in answer && 'foods' in answer;

/**
 * A failed call of a multi-call save, its issues named by the dialog's field: a flag's `value`
 * becomes the flag's name (`willingToTake`), other paths keep theirs.
 */
function namedFor(field: string, error: unknown): unknown {
  if (!(error instanceof ApiError) || error.issues.length === 0) return error;
  const issues = error.issues.map((issue) => ({
    ...issue,
    path: issue.path === 'value' || issue.path === '' ? field : issue.path,
  }));
  return new ApiError(error.kind, error.status, { ...error.body, issues }, error.url);
}

/** The supplement dialog's changes, each its own call, in the dialog's order. */
function supplementCalls(changes: SupplementChanges, signal?: AbortSignal) {
  const calls: { field: string; run: () => Promise<unknown> }[] = [];
  if (changes.tryingToLoseWeight !== undefined) {
    const value = changes.tryingToLoseWeight;
    calls.push({
      field: 'tryingToLoseWeight',
      run: () => send(paths.tryingToLoseWeight, { value }, signal, 'PUT'),
    });
  }
  if (changes.medications !== undefined) {
    const medications = changes.medications;
    calls.push({ field: 'medications', run: () => send(paths.medications, { medications }, signal, 'PUT') });
  }
  if (changes.willingToTake !== undefined) {
    const value = changes.willingToTake;
    calls.push({ field: 'willingToTake', run: () => send(paths.willingToTakePost, { value }, signal) });
  }
  if (changes.nsfOnly !== undefined) {
    const value = changes.nsfOnly;
    calls.push({ field: 'nsfOnly', run: () => send(paths.nsfPost, { value }, signal) });
  }
  if (changes.supplements !== undefined) {
    const supplements = changes.supplements;
    calls.push({ field: 'supplements', run: () => send(paths.dosagePost, { supplements }, signal) });
  }
  return calls;
}

/** Sends each call in order, stopping at the first failure; the last answer's plan, else a fresh one. */
async function inOrder(calls: { field: string; run: () => Promise<unknown> }[], signal?: AbortSignal) {
  let last: unknown;
  for (const call of calls) {
    try {
      last = await call.run();
    } catch (error) {
      throw namedFor(call.field, error);
    }
  }
  return isPlan(last) ? last : get<NutritionPlan>(paths.plan, signal);
}

async function loadSection(section: NutritionSection, signal?: AbortSignal): Promise<LoadedSection> {
  switch (section) {
    case 'diet':
      return { section, data: await get<DietsResponse>(paths.diets, signal) };
    case 'foods':
      return { section, data: await get<FoodsResponse>(paths.foods, signal) };
    case 'drinks':
      return { section, data: await get<NutritionBeveragesResponse>(paths.beverages, signal) };
    case 'supplements': {
      const [supplements, medications, trying] = await Promise.all([
        get<SupplementsResponse>(paths.supplements, signal),
        get<MedicationsResponse>(paths.medications, signal),
        get<{ value: boolean }>(paths.tryingToLoseWeight, signal),
      ]);
      return { section, data: { supplements, medications, tryingToLoseWeight: trying.value } };
    }
    case 'exercise': {
      const [categories, sports, exercises] = await Promise.all([
        get<Choice[]>(paths.sportCategories, signal),
        get<SportInfo[]>(paths.sports, signal),
        get<ExercisesResponse>(paths.exercises, signal),
      ]);
      return { section, data: { categories, sports, exercises } };
    }
    case 'lifestyle': {
      const [references, answers] = await Promise.all([
        get<LifestyleReference[]>(paths.lifestyleReferences, signal),
        get<LifestyleAnswersResponse>(paths.lifestyle, signal),
      ]);
      return { section, data: { references, answers } };
    }
  }
}

async function saveSection(request: SaveRequest, signal?: AbortSignal): Promise<NutritionPlan> {
  switch (request.section) {
    case 'diet':
      return send(paths.dietsPost, request.changes, signal);
    case 'foods':
      return send(paths.foodsPost, request.changes, signal);
    case 'drinks':
      return send(paths.beveragesPost, request.changes, signal);
    case 'supplements':
      return inOrder(supplementCalls(request.changes, signal), signal);
    case 'exercise':
      return send(paths.exercisesPost, request.changes, signal);
    case 'lifestyle':
      return send(paths.lifestylePost, request.changes, signal);
  }
}

/** The Nutrition screen's calls (spec 000 §7.6): the plan, each editor's lists, each editor's save. */
export const nutritionApi = {
  plan: (signal?: AbortSignal) => get<NutritionPlan>(paths.plan, signal),
  loadSection,
  saveSection,
};
