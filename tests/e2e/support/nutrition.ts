import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { FOOD_TAGS, type FoodTag } from '../../../src/domain/nutrition/catalogue';
import {
  lifestyleFields,
  lifestyleValuePath,
  nutritionPaths,
  type DietsResponse,
  type FoodsResponse,
  type NutritionPlan,
} from '../../../src/contract/nutrition';
import { DEMO_PASSWORD } from './auth';

export const NUTRITION = nutritionPaths;

/** Food tags of animal origin: what a vegan never gets (src/domain/nutrition/catalogue.ts). */
export const ANIMAL_TAGS: readonly FoodTag[] = FOOD_TAGS.filter((tag) =>
  ['meat', 'pork', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gelatin'].includes(tag),
);

/** A second session of the customer through the API, to compare the screen with stored data. */
export async function customerSession(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const login = await request.post('/api/pages/customerAuth/login', { data: { email, password } });
  expect(login.ok(), `login ${email}`).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(path, { headers });
      expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
    async post<T>(path: string, data: object): Promise<T> {
      const response = await request.post(path, { headers, data });
      expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
    /** The status of a call, whatever it is. */
    async status(method: 'GET' | 'POST' | 'PUT', path: string) {
      const response = await request.fetch(path, {
        method,
        headers,
        ...(method === 'GET' ? {} : { data: {} }),
      });
      return response.status();
    },
    plan: () => request.get(NUTRITION.plan, { headers }).then((r) => r.json() as Promise<NutritionPlan>),
    diets: () => request.get(NUTRITION.diets, { headers }).then((r) => r.json() as Promise<DietsResponse>),
    foods: () => request.get(NUTRITION.foods, { headers }).then((r) => r.json() as Promise<FoodsResponse>),
  };
}

/** The names of the catalogue's foods of animal origin. */
export function animalFoodNames(foods: FoodsResponse): Set<string> {
  return new Set(
    foods.foods.filter((f) => f.tags.some((tag) => ANIMAL_TAGS.includes(tag as FoodTag))).map((f) => f.name),
  );
}

/** The food cards' names, in the order shown. */
export async function shownFoods(page: Page): Promise<string[]> {
  const cards = page.getByTestId('food-card');
  await expect(cards.first()).toBeVisible();
  return cards.getByRole('heading').allTextContents();
}

/** The dialog of a preference editor, opened from its button, once its form has loaded. */
export async function openEditor(page: Page, button: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  return dialog;
}

/** Saves the open editor and waits for it to close on the re-ranked plan. */
export async function saveEditor(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

const { tryingToLoseWeight, medications } = nutritionPaths;
const GETS = [
  'plan',
  'diets',
  'foods',
  'beverages',
  'dosage',
  'supplements',
  'tryingToLoseWeight',
  'medications',
  'sportCategories',
  'sports',
  'exercises',
  'lifestyle',
  'lifestyleReferences',
  'lifestyleReferencesAlias',
] as const satisfies readonly (keyof typeof nutritionPaths)[];
const POSTS = [
  'dietsPost',
  'foodsPost',
  'beveragesPost',
  'willingToTakePost',
  'nsfPost',
  'supplementsPost',
  'dosagePost',
  'exercisesPost',
  'lifestylePost',
] as const satisfies readonly (keyof typeof nutritionPaths)[];

/** Every call of 000 §7.6 and the plan, each with its method, for the 403 checks. */
export const NUTRITION_CALLS: readonly { method: 'GET' | 'POST' | 'PUT'; path: string }[] = [
  ...GETS.map((key) => ({ method: 'GET' as const, path: nutritionPaths[key] })),
  ...POSTS.map((key) => ({ method: 'POST' as const, path: nutritionPaths[key] })),
  ...lifestyleFields.map((field) => ({ method: 'POST' as const, path: lifestyleValuePath(field) })),
  { method: 'PUT', path: tryingToLoseWeight },
  { method: 'PUT', path: medications },
];
