import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type {
  BloodResultsResponse,
  CategoriesResponse,
  ItemGroup,
  MarkersForViewResponse,
  RecommendationsResponse,
} from '../../src/contract/blood';
import type { InnerAgeMarkersListResponse, InnerAgeResultsResponse } from '../../src/contract/innerage';
import { formatDate } from '../../src/domain/dates';
import { statusLabel } from '../../src/domain/marker-status';
import { expectNoAxeViolations } from './support/a11y';
import { DEMO_PASSWORD, header, logIn, persona } from './support/auth';

const ACTIVE = persona('active');
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
/** Where the screenshots for the record go (SHOTS_DIR keeps parallel checkouts apart). */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

async function signIn(page: Page, email = ACTIVE) {
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/summary\/dashboard/);
}

/**
 * The signed-in customer's own data through the API (a second session of the same customer), so
 * the journeys compare the screens with stored data instead of literals.
 */
async function customerApi(request: APIRequestContext, email = ACTIVE) {
  const login = await request.post('/api/pages/customerAuth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
}

/** Axe at desktop and mobile width, with a full-page screenshot of each for the record. */
async function checkBothWidths(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/blood-${name}-1280.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(400); // charts resize to the new width
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/blood-${name}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** The abbreviations of non-empty groups, in the order the server answered (severities inside). */
const flatten = (groups: readonly ItemGroup[]) =>
  groups.flatMap((g) => (g.severities ? g.severities.flatMap((s) => s.abbrs) : g.abbrs));
const firstGroup = (groups: readonly ItemGroup[]) => groups.find((g) => g.abbrs.length > 0)!.key;

const MODES = [
  { value: 0, label: 'Not optimized first', slug: 'not-optimized-first' },
  { value: 1, label: 'Optimized first', slug: 'optimized-first' },
  { value: 2, label: 'A-Z', slug: 'a-z' },
] as const;

async function chooseMode(page: Page, label: string) {
  const radio = page.getByRole('radiogroup', { name: 'Sort markers' }).getByRole('radio', {
    name: label,
    exact: true,
  });
  await radio.click();
  await expect(radio).toHaveAttribute('aria-checked', 'true');
}

test.describe('blood results and InnerAge (active@)', () => {
  // axe at two widths on long pages, several times per journey, on a shared two-core machine
  test.describe.configure({ timeout: 240_000 });

  test('the dashboard shows the InnerAge, the wheel, markers needing attention and actions', async ({
    page,
    request,
  }) => {
    const api = await customerApi(request);
    const age = await api<InnerAgeResultsResponse>('/api/pages/age/results');
    const markers = await api<MarkersForViewResponse>('/api/customer/v1/blood/markers-for-view?sortMode=0');
    expect(age.latest?.innerAge).toEqual(expect.any(Number));
    await signIn(page);
    await expect(page.getByTestId('inner-age')).toHaveText(age.latest!.innerAge!.toFixed(1));
    await expect(page.getByTestId('chronological-age')).toHaveText(age.latest!.chronologicalAge!.toFixed(1));
    await expect(page.getByRole('img', { name: /Healthspan wheel/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Markers needing attention' })).toBeVisible();
    const attention = markers.groups.find((g) => g.key === 'notOptimized')!.abbrs;
    await expect(
      page.getByRole('link', { name: `All ${attention.length} markers needing attention` }),
    ).toBeVisible();
    await expect(page.getByTestId('range-bar').first()).toBeVisible();
    const action = page.getByRole('checkbox').first();
    await expect(action).toBeVisible();
    const before = await action.isChecked();
    await action.click();
    await expect(action).toBeChecked({ checked: !before });
    await action.click();
    await expect(action).toBeChecked({ checked: before });
    await checkBothWidths(page, 'dashboard');
  });

  test('the list in each sort mode follows the server grouping', async ({ page, request }) => {
    const api = await customerApi(request);
    await signIn(page);
    await page.goto('/customer/bloodwork/list');
    for (const mode of MODES) {
      const view = await api<MarkersForViewResponse>(
        `/api/customer/v1/blood/markers-for-view?sortMode=${mode.value}`,
      );
      await chooseMode(page, mode.label);
      const sections = page.locator('section[data-group]');
      await expect(sections.first()).toHaveAttribute('data-group', firstGroup(view.groups));
      await expect(sections).toHaveCount(view.groups.filter((g) => g.abbrs.length > 0).length);
      await expect
        .poll(() =>
          page.getByTestId('marker-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-abbr'))),
        )
        .toEqual(flatten(view.groups));
      await checkBothWidths(page, `list-${mode.slug}`);
    }
  });

  test('the table in each sort mode keeps the tested markers in the server grouping', async ({
    page,
    request,
  }) => {
    const api = await customerApi(request);
    const results = await api<BloodResultsResponse>('/api/customer/v1/blood/results');
    const tested = new Set(results.flatMap((r) => r.markerValues.map((v) => v.markerAbbr)));
    await signIn(page);
    await page.goto('/customer/bloodwork/table');
    await expect(page.getByRole('columnheader', { name: formatDate(results[0]!.testedAt) })).toBeVisible();
    for (const mode of MODES) {
      const view = await api<MarkersForViewResponse>(
        `/api/customer/v1/blood/markers-for-view?sortMode=${mode.value}`,
      );
      await chooseMode(page, mode.label);
      const expected = flatten(view.groups).filter((a) => tested.has(a));
      await expect
        .poll(() =>
          page.getByTestId('table-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-abbr'))),
        )
        .toEqual(expected);
      await expect(page.locator('tbody[data-group]').first()).toHaveAttribute(
        'data-group',
        new RegExp(`^${firstGroup(view.groups)}`),
      );
      await checkBothWidths(page, `table-${mode.slug}`);
    }
  });

  test('the categories in each sort mode, a category page, its recommendations and learn page', async ({
    page,
    request,
  }) => {
    const api = await customerApi(request);
    await signIn(page);
    await page.goto('/customer/bloodwork/categories');
    for (const mode of MODES) {
      const body = await api<CategoriesResponse>(`/api/customer/markers/categories?sortMode=${mode.value}`);
      await chooseMode(page, mode.label);
      await expect(page.getByTestId('overall-score')).toHaveText(
        `Overall ${body.overall!.score} · ${body.overall!.gradeLabel}`,
      );
      await expect(page.locator('section[data-group]').first()).toHaveAttribute(
        'data-group',
        firstGroup(body.groups),
      );
      await expect
        .poll(() =>
          page.getByTestId('category').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-abbr'))),
        )
        .toEqual(flatten(body.groups));
      await checkBothWidths(page, `categories-${mode.slug}`);
    }

    // the category with the lowest score, through its card
    const body = await api<CategoriesResponse>('/api/customer/markers/categories?sortMode=0');
    const worst = body.categories.find((c) => c.abbr === flatten(body.groups)[0])!;
    await chooseMode(page, 'Not optimized first');
    await page.getByRole('link', { name: worst.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category-results/${worst.abbr}$`));
    await expect(page.getByRole('heading', { level: 2, name: worst.name })).toBeVisible();
    await expect(page.getByTestId('marker-row')).toHaveCount(worst.markers.length);
    await checkBothWidths(page, 'category-results');

    const recs = await api<RecommendationsResponse>(
      '/api/customer/recommendations/distributed-by-marker-abbrs',
    );
    const own = new Set(worst.markers.map((m) => m.abbr));
    const expected = recs.byMarker.filter((m) => own.has(m.markerAbbr));
    expect(recs.byMarker.length).toBeGreaterThan(expected.length); // other categories have some too
    await page.getByRole('link', { name: 'Recommendations' }).click();
    await expect(page).toHaveURL(new RegExp(`/category-recommendations/${worst.abbr}$`));
    await expect(page.getByTestId('recommendation')).toHaveCount(expected.length);
    for (const m of expected)
      await expect(page.getByRole('link', { name: m.markerName, exact: true })).toBeVisible();
    await checkBothWidths(page, 'category-recommendations');

    await page.goBack();
    await page.getByRole('link', { name: `Learn about ${worst.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/category-learn/${worst.id}$`));
    await expect(page.getByRole('heading', { name: 'Why it matters' })).toBeVisible();
    await checkBothWidths(page, 'category-learn');
  });

  test('a marker page with its history, recommendations and learn page', async ({ page, request }) => {
    const api = await customerApi(request);
    const view = await api<MarkersForViewResponse>('/api/customer/v1/blood/markers-for-view?sortMode=0');
    const abbr = view.groups.find((g) => g.key === 'notOptimized')!.abbrs[0]!;
    const marker = view.markers.find((m) => m.abbr === abbr)!;
    expect(marker.history.length).toBeGreaterThanOrEqual(4);
    await signIn(page);
    await page.goto('/customer/bloodwork/list');
    await page.locator(`[data-testid="marker-row"][data-abbr="${abbr}"]`).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/marker-results/${abbr}$`));
    await expect(
      page.getByRole('heading', { name: `History (${marker.history.length} draws)` }),
    ).toBeVisible();
    await expect(page.locator('figure svg').first()).toBeVisible();
    await expect(page.getByRole('cell', { name: formatDate(marker.history[0]!.testedAt) })).toBeAttached();
    await expect(page.getByTestId('marker-latest')).toContainText(
      `on ${formatDate(marker.latest!.testedAt)}`,
    );
    await expect(page.getByTestId('population-position')).toBeVisible();
    await checkBothWidths(page, 'marker');

    await page.getByRole('link', { name: 'Recommendations' }).click();
    await expect(page).toHaveURL(new RegExp(`/marker-recommendations/${abbr}$`));
    await expect(page.getByRole('heading', { level: 2, name: marker.name })).toBeVisible();
    await checkBothWidths(page, 'marker-recommendations');

    await page.goBack();
    await page.getByRole('link', { name: `Learn about ${abbr}` }).click();
    await expect(page.getByRole('heading', { name: 'What it is' })).toBeVisible();
    await checkBothWidths(page, 'marker-learn');
  });

  test('a result has one status everywhere: LDL 114 mg/dL and two more markers (issue 23)', async ({
    page,
    request,
  }) => {
    const api = await customerApi(request);
    const view = await api<MarkersForViewResponse>('/api/customer/v1/blood/markers-for-view?sortMode=0');
    const ages = await api<InnerAgeMarkersListResponse>('/api/pages/age/markers-list');
    const notOptimized = view.groups.find((g) => g.key === 'notOptimized')!.abbrs;
    const wordsOf = (abbr: string) =>
      statusLabel(view.markers.find((m) => m.abbr === abbr)!.latest!.optimizationStateValue);
    const ldl = view.markers.find((m) => m.abbr === 'LDL')!;
    expect(ldl.latest?.value).toBe(114);
    expect(wordsOf('LDL')).toBe('Normal (above optimal)');
    // the worst marker (on the dashboard) and an InnerAge marker that is not optimized
    const worst = notOptimized[0]!;
    const ageMarker = ages.markers.find((m) => m.optimizationStateValue !== 0)?.abbr ?? ages.markers[0]!.abbr;
    const chosen = [...new Set(['LDL', worst, ageMarker])];
    /** Every place the page words the marker's status says the same, and it says it at least `min` times. */
    const expectWords = async (abbr: string, min: number) => {
      const shown = page.locator(`[data-status-of="${abbr}"]`);
      if (min > 0) await expect(shown.first()).toBeAttached();
      const words = await shown.allTextContents();
      expect(words.length, `${abbr} on ${page.url()}`).toBeGreaterThanOrEqual(min);
      for (const w of words) expect(w, `${abbr} on ${page.url()}`).toBe(wordsOf(abbr));
    };

    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Markers needing attention' })).toBeVisible();
    await expectWords(worst, 1);
    for (const abbr of chosen) await expectWords(abbr, 0);
    await checkBothWidths(page, 'status-dashboard');

    for (const [path, min] of [
      ['/customer/bloodwork/list', () => 1],
      ['/customer/bloodwork/table', () => 1],
      ['/customer/bloodwork/marker-recommendations', (abbr: string) => (notOptimized.includes(abbr) ? 1 : 0)],
      ['/customer/age', (abbr: string) => (ages.markers.some((m) => m.abbr === abbr) ? 1 : 0)],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('[data-status-of]').first()).toBeAttached();
      for (const abbr of chosen) await expectWords(abbr, min(abbr));
    }
    await checkBothWidths(page, 'status-inner-age');
    for (const abbr of chosen) {
      await page.goto(`/customer/bloodwork/marker-results/${abbr}`);
      await expectWords(abbr, 1);
    }
    await expect(page.getByTestId('marker-status-explanation')).toBeVisible();
    await page.goto('/customer/bloodwork/marker-results/LDL');
    await expect(page.getByTestId('marker-latest')).toContainText('114 mg/dL · Normal (above optimal)');
    await expect(page.getByTestId('marker-status-explanation')).toHaveText(
      'In the lab’s reference range, above your optimal range.',
    );
    await checkBothWidths(page, 'status-marker-ldl');
  });

  test('a note is added and deleted in the table view', async ({ page }) => {
    await signIn(page);
    await page.goto('/customer/bloodwork/table');
    const section = page.locator('section[data-testid^="notes-"]').first();
    await section.getByRole('button', { name: 'Add note' }).click();
    await expect(section.getByText('Enter a title')).toBeVisible();
    const title = `Fasted draw ${Date.now()}`;
    await section.getByLabel('Note title').fill(title);
    await section.getByLabel('Comment (optional)').fill('12 hours fasting');
    await section.getByRole('button', { name: 'Add note' }).click();
    await expect(section.getByText(title)).toBeVisible();
    await page.reload();
    await expect(section.getByText(title)).toBeVisible(); // stored, not only shown
    await section.getByRole('button', { name: `Delete note ${title}` }).click();
    await expect(section.getByText(title)).toHaveCount(0);
    await page.reload();
    await expect(section.getByRole('heading', { name: /Notes on/ })).toBeVisible();
    await expect(section.getByText(title)).toHaveCount(0);
  });

  test('results are shared by e-mail and the history PDF holds the customer values', async ({
    page,
    request,
  }) => {
    const api = await customerApi(request);
    const results = await api<BloodResultsResponse>('/api/customer/v1/blood/results');
    const me = await api<{ firstName: string; lastName: string }>('/api/pages/account/customer');
    await signIn(page);
    await page.goto('/customer/bloodwork/list');
    await page.getByRole('button', { name: 'Share results' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(dialog.getByText('Enter a name')).toBeVisible();
    const email = `doctor-${Date.now()}@example.test`;
    await dialog.getByLabel('Name').fill('Dr Lee');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Results shared')).toBeVisible();
    const outbox = await request.get(`/dev-outbox.json?recipient=${encodeURIComponent(email)}`);
    expect(((await outbox.json()) as unknown[]).length).toBeGreaterThan(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download history PDF' }).click();
    const bytes = await readFile(await (await download).path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`${me.firstName} ${me.lastName}`);
    expect(text).toContain(
      `${results.length} draws from ${formatDate(results.at(-1)!.testedAt)} to ${formatDate(results[0]!.testedAt)}`,
    );
    const latest = results[0]!;
    expect(latest.markerValues.length).toBeGreaterThan(10);
    // the newest draw's date and each of its values as the report prints them (short ones such as
    // "5" would match anywhere, so only values of three characters or more)
    expect(text).toContain(formatDate(latest.testedAt));
    for (const v of latest.markerValues.filter((m) => String(m.value).length >= 3))
      expect(text, `${v.markerAbbr} ${v.value} in the PDF`).toContain(String(v.value));
  });

  test('the InnerAge page charts the history against age, with contributions and actions', async ({
    page,
    request,
  }) => {
    const api = await customerApi(request);
    const age = await api<InnerAgeResultsResponse>('/api/pages/age/results');
    const list = await api<InnerAgeMarkersListResponse>('/api/pages/age/markers-list');
    expect(age.results.length).toBeGreaterThanOrEqual(4);
    await signIn(page);
    await page.goto('/customer/age');
    await expect(page.getByTestId('inner-age')).toHaveText(age.latest!.innerAge!.toFixed(1));
    await expect(page.getByRole('heading', { name: `History (${age.results.length} draws)` })).toBeVisible();
    const chart = page.getByTestId('age-history-chart');
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(
      chart.getByRole('img', { name: `InnerAge against chronological age over ${age.results.length} draws` }),
    ).toBeVisible();
    await page.getByText('Show the numbers').click();
    const table = page.getByTestId('age-history-table');
    for (const r of age.results)
      await expect(table.getByRole('row', { name: new RegExp(formatDate(r.testedAt)) })).toContainText(
        r.innerAge === null ? 'Cannot compute' : r.innerAge.toFixed(1),
      );
    await expect(page.getByTestId('contribution')).toHaveCount(list.markers.length);
    await expect(page.getByRole('heading', { name: "Today's actions" })).toBeVisible();
    await checkBothWidths(page, 'age');
  });
});

test('a DNA-only customer sees Blood analysis and no Nutrition', async ({ page }) => {
  await logIn(page, persona('dna-only'), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\//);
  await page.setViewportSize(DESKTOP);
  await expect(header(page).getByRole('link', { name: 'Blood analysis' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: /Nutrition|Food/ })).toHaveCount(0);
  await expect(header(page).getByText('My results', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Markers needing attention' })).toBeVisible();
  // each blood card says what is missing (the categories card too, issue 23)
  for (const card of ['Markers needing attention', 'Healthspan categories'])
    await expect(page.getByRole('region', { name: card }).getByTestId('no-blood-results')).toContainText(
      'No blood results yet.',
    );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkBothWidths(page, 'dna-only-dashboard');
  await header(page).getByRole('link', { name: 'Blood analysis' }).click();
  await expect(page).toHaveURL(/\/customer\/blood-analysis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blood analysis' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add blood results' })).toBeVisible();
  await checkBothWidths(page, 'blood-analysis');
});
