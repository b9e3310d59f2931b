import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import type { BloodResultsResponse } from '../../src/contract/blood';
import type { InnerAgeResultsResponse } from '../../src/contract/innerage';
import { formatDate } from '../../src/domain/dates';
import { expectNoAxeViolations } from './support/a11y';
import { DEMO_PASSWORD, logIn, persona } from './support/auth';

const UPLOAD = persona('upload');

/** upload@'s own data through the API (a second session), so expectations come from stored data. */
async function customerApi(request: APIRequestContext) {
  const login = await request.post('/api/pages/customerAuth/login', {
    data: { email: UPLOAD, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
}

/** One lab value as printed: the catalogue abbreviation, the printed name, value and unit. */
interface Printed {
  abbr: string;
  name: string;
  value: number;
  unit: string;
}

/** The nine PhenoAge markers (so the draw has an InnerAge), printed the way US labs print them. */
function panel(values: Record<string, number>): Printed[] {
  const printed: [string, string, string][] = [
    ['ALB', 'Albumin', 'g/dL'],
    ['CREAT', 'Creatinine', 'mg/dL'],
    ['GLU', 'Glucose', 'mg/dL'],
    ['HSCRP', 'C-Reactive Protein, Cardiac', 'mg/L'],
    ['LYMPH', 'Lymphocytes', '%'],
    ['MCV', 'MCV', 'fL'],
    ['RDW', 'RDW', '%'],
    ['ALP', 'Alkaline Phosphatase', 'IU/L'],
    ['WBC', 'WBC', 'x10E3/uL'],
  ];
  return printed.map(([abbr, name, unit]) => ({ abbr, name, unit, value: values[abbr]! }));
}

/** MM/DD/YYYY, as US reports print the collection date. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

function pdfReport(drawn: string, rows: readonly Printed[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').fontSize(12);
  for (const line of [
    'Partner Lab - Comprehensive panel',
    'Patient: Uma Lindqvist   DOB: 09/02/1978',
    `Date Collected: ${usDate(drawn)}`,
    'Test   Result   Units',
    ...rows.map((r) => `${r.name}   ${r.value}   ${r.unit}`),
  ])
    doc.text(line, { lineGap: 4 });
  doc.end();
  return done;
}

/** A photo-like PNG: a lab-report HTML table rendered by the browser and screenshotted. */
async function pngReport(browser: Browser, drawn: string, rows: readonly Printed[]): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 900, height: 700 }, deviceScaleFactor: 2 });
  const cells = rows.map((r) => `<tr><td>${r.name}</td><td>${r.value}</td><td>${r.unit}</td></tr>`).join('');
  await page.setContent(
    `<html><body style="font-family: Arial, sans-serif; font-size: 22px; background: #fff; color: #000; padding: 24px">
      <p>Date Collected: ${usDate(drawn)}</p>
      <table style="border-collapse: collapse">${cells}</table>
      <style>td { padding: 4px 28px 4px 0 }</style>
    </body></html>`,
  );
  const png = await page.screenshot({ fullPage: true });
  await page.close();
  return png;
}

/** A CSV field: quoted when it holds a comma or a quote ("C-Reactive Protein, Cardiac"). */
const quoted = (field: string) => (/[",]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);

function csvReport(drawn: string, rows: readonly Printed[]): Buffer {
  return Buffer.from(
    [
      'Test,Result,Units,Collected',
      ...rows.map((r) => `${quoted(r.name)},${r.value},${r.unit},${drawn}`),
    ].join('\n'),
  );
}

/** As the blood screens print a value (blood-ui `fmt`): whole numbers as they are, else 2 or 1 decimals. */
const shown = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(Math.abs(n) < 10 ? 2 : 1));

async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/shots/upload-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/shots/upload-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const journeys = [
  {
    kind: 'a text PDF',
    drawn: '2026-06-10',
    values: { ALB: 4.6, CREAT: 0.84, GLU: 88, HSCRP: 0.6, LYMPH: 31, MCV: 90, RDW: 12.9, ALP: 71, WBC: 5.6 },
    correct: { abbr: 'ALB', value: '4.5' },
    file: async (_browser: Browser, drawn: string, rows: readonly Printed[]) => ({
      name: 'partner-lab-2026-06.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfReport(drawn, rows),
    }),
  },
  {
    kind: 'a PNG photo',
    drawn: '2026-08-12',
    values: { ALB: 4.2, CREAT: 0.95, GLU: 97, HSCRP: 1.8, LYMPH: 27, MCV: 92, RDW: 13.6, ALP: 84, WBC: 6.9 },
    correct: { abbr: 'GLU', value: '94' },
    file: async (browser: Browser, drawn: string, rows: readonly Printed[]) => ({
      name: 'report-photo.png',
      mimeType: 'image/png',
      buffer: await pngReport(browser, drawn, rows),
    }),
  },
  {
    kind: 'a CSV',
    drawn: '2026-10-05',
    values: { ALB: 4.4, CREAT: 0.88, GLU: 91, HSCRP: 1.1, LYMPH: 29, MCV: 91, RDW: 13.1, ALP: 77, WBC: 6.1 },
    correct: { abbr: 'HSCRP', value: '0.9' },
    file: (_browser: Browser, drawn: string, rows: readonly Printed[]) =>
      Promise.resolve({ name: 'results.csv', mimeType: 'text/csv', buffer: csvReport(drawn, rows) }),
  },
] as const;

// Each journey adds a draw to upload@, newer than the last: run in order, one after another.
test.describe.configure({ mode: 'serial' });

test.describe('OCR upload of a blood report (spec 000 §2.3, §2.4, §7.7)', () => {
  for (const journey of journeys) {
    test(`upload@ uploads ${journey.kind}, corrects a value, confirms, and sees the draw and InnerAge`, async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      const api = await customerApi(request);
      const before = await api<InnerAgeResultsResponse>('/api/pages/age/results');
      const resultsBefore = await api<BloodResultsResponse>('/api/customer/v1/blood/results');
      const rows = panel(journey.values);
      const file = await journey.file(browser, journey.drawn, rows);

      await logIn(page, UPLOAD);
      await expect(page).toHaveURL(/\/customer\/summary\/dashboard/);
      await page.goto('/customer/diy');
      await expect(page.getByRole('heading', { name: 'Add results', level: 1 })).toBeVisible();
      await expect(page.getByTestId('past-upload')).toHaveCount(
        resultsBefore.filter((r) => r.groupId).length,
      );
      await expectNoAxeViolations(page);
      if (journey.kind === 'a text PDF') await shots(page, 'hub');
      await page.getByRole('link', { name: 'Upload a lab report' }).click();

      await expect(page).toHaveURL(/\/customer\/diy\/upload-blood-result$/);
      await page.getByLabel('Lab report files').setInputFiles(file);
      await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText(file.name);
      await expectNoAxeViolations(page);
      if (journey.kind === 'a text PDF') await shots(page, 'choose');
      await page.getByRole('button', { name: 'Upload and read' }).click();

      await expect(page).toHaveURL(/\/upload-blood-result\/confirmation$/, { timeout: 60_000 });
      await expect(page.getByLabel('Date of the blood draw')).toHaveValue(journey.drawn);
      // the customer compares each value with the report: a photo may be misread (a lost decimal
      // point), and a misread value is put right here; text layers and CSVs read exactly
      const misread: string[] = [];
      for (const row of rows) {
        const line = page.locator(`[data-testid="review-row"][data-abbr="${row.abbr}"]`);
        if (journey.kind === 'a PNG photo' && (await line.count()) === 0) {
          // a line the reader missed is added from the marker list
          misread.push(`${row.abbr} not read`);
          await page.getByLabel('Marker', { exact: true }).selectOption(row.abbr);
          await page.getByRole('button', { name: 'Add marker' }).click();
        }
        await expect(line, `${row.abbr} was read`).toHaveCount(1);
        const read = Number(await line.getByRole('textbox').inputValue());
        // each value is printed in (an alias of) the marker's primary unit, so no conversion
        if (Math.abs(read - row.value) > 0.005) {
          const flagged = (await line.getAttribute('data-low-confidence')) !== null;
          misread.push(`${row.abbr} read ${read} for ${row.value}${flagged ? ' (flagged “Check”)' : ''}`);
        }
      }
      if (journey.kind === 'a PNG photo')
        test.info().annotations.push({ type: 'misread', description: misread.join('; ') || 'none' });
      else expect(misread).toEqual([]);
      await expectNoAxeViolations(page);
      await shots(page, `review-${journey.kind.split(' ').pop()!.toLowerCase()}`);

      for (const row of rows) {
        const typed = row.abbr === journey.correct.abbr ? journey.correct.value : String(row.value);
        const line = page.locator(`[data-testid="review-row"][data-abbr="${row.abbr}"]`);
        const box = line.getByRole('textbox');
        if (Number(await box.inputValue()) !== Number(typed)) await box.fill(typed);
        // a value the reader was unsure of (issue 26) is ticked once compared with the report
        const compared = line.getByRole('checkbox', { name: /^Checked:/ });
        if (await compared.count()) await compared.check();
      }
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByLabel('Country of the lab')).toHaveValue('US');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Confirm results' }).click();

      await expect(page).toHaveURL(/\/upload-blood-result\/success$/, { timeout: 20_000 });
      await expect(page.getByTestId('success-summary')).toContainText(
        `from the draw of ${formatDate(journey.drawn)}`,
      );
      await expectNoAxeViolations(page);
      if (journey.kind === 'a text PDF') await shots(page, 'success');

      // the stored draw: the reviewed values (one corrected), under an upload's groupId
      const resultsAfter = await api<BloodResultsResponse>('/api/customer/v1/blood/results');
      expect(resultsAfter).toHaveLength(resultsBefore.length + 1);
      const draw = resultsAfter.find((r) => r.testedAt === journey.drawn)!;
      expect(draw.groupId).not.toBeNull();
      const stored = new Map(draw.markerValues.map((v) => [v.markerAbbr, v]));
      for (const row of rows) {
        const expected = row.abbr === journey.correct.abbr ? Number(journey.correct.value) : row.value;
        expect(stored.get(row.abbr)?.value, row.abbr).toBeCloseTo(expected, 2);
      }

      // the bloodwork table shows the new draw as its newest column
      await page.getByRole('link', { name: `See the draw of ${formatDate(journey.drawn)}` }).click();
      await expect(page).toHaveURL(/\/customer\/bloodwork\/table$/);
      const table = page.getByRole('region', { name: 'Results table' });
      await expect(table.locator('thead th').nth(1)).toHaveText(formatDate(journey.drawn));
      const correctedValue = stored.get(journey.correct.abbr)!;
      await expect(
        table.locator(`[data-testid="table-row"][data-abbr="${journey.correct.abbr}"] td`).first(),
      ).toContainText(`${shown(correctedValue.value)} ${correctedValue.unit}`);

      // InnerAge is recomputed with the new draw: the page shows what the API computes now
      const after = await api<InnerAgeResultsResponse>('/api/pages/age/results');
      expect(after.latest?.testedAt).toBe(journey.drawn);
      expect(after.latest?.resultId).toBe(draw.id);
      expect(after.latest?.innerAge).not.toBeNull();
      expect(after.latest?.testedAt).not.toBe(before.latest?.testedAt);
      expect(after.results).toHaveLength(before.results.length + 1);
      await page.goto('/customer/age');
      await expect(page.getByTestId('inner-age')).toHaveText(after.latest!.innerAge!.toFixed(1));
      await expect(page.getByTestId('age-history-table')).toContainText(formatDate(journey.drawn));
      if (before.latest?.innerAge != null) expect(after.latest!.innerAge).not.toBe(before.latest.innerAge);

      // the hub lists the upload among past uploads
      await page.goto('/customer/diy');
      await expect(
        page.getByTestId('past-upload').filter({ hasText: `Draw of ${formatDate(journey.drawn)}` }),
      ).toHaveCount(1);
    });
  }

  test('issue 26: a value its own line contradicts is flagged with the reason, and saved only once checked', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const api = await customerApi(request);
    const drawn = '2026-11-01';
    const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const pdf = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    doc.font('Helvetica').fontSize(12);
    for (const line of [
      'Partner Lab - Cardiac panel',
      `Date Collected: ${usDate(drawn)}`,
      'Test   Result   Flag   Units   Reference Interval',
      'Glucose   92      mg/dL   65-99',
      'hs-CRP   18      mg/L   <1.0 low / 1.0-3.0 avg',
      'Albumin   4.4      g/dL   3.8-4.9',
    ])
      doc.text(line, { lineGap: 4 });
    doc.end();

    await logIn(page, UPLOAD);
    await expect(page).toHaveURL(/\/customer\/summary\/dashboard/);
    await page.goto('/customer/diy/upload-blood-result');
    await page.getByLabel('Lab report files').setInputFiles({
      name: 'cardiac-panel.pdf',
      mimeType: 'application/pdf',
      buffer: await pdf,
    });
    await page.getByRole('button', { name: 'Upload and read' }).click();
    await expect(page).toHaveURL(/\/upload-blood-result\/confirmation$/, { timeout: 60_000 });

    const crp = page.locator('[data-testid="review-row"][data-abbr="HSCRP"]');
    await expect(crp.getByTestId('low-confidence')).toHaveText(
      "Check: The report's range is 1.0–3.0; we read 18",
    );
    const glucose = page.locator('[data-testid="review-row"][data-abbr="GLU"]');
    await expect(glucose.getByRole('checkbox')).toHaveCount(0);
    // going on without checking the flagged value is refused, naming it
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('review-error')).toContainText('compare each with your report');
    const compared = crp.getByRole('checkbox', { name: /^Checked: hs-CRP is/ });
    await expect(compared).toHaveAccessibleDescription(
      'Compare this value with your report, then tick “Checked”',
    );
    await expectNoAxeViolations(page);
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await crp.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-s23-ocr/review-unsure-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // the customer reads 1.8 on the paper, corrects the value and ticks it (and any other flagged one)
    await crp.getByRole('textbox').fill('1.8');
    await expect(compared).toHaveAccessibleName('Checked: hs-CRP is 1.8 mg/L in my report');
    for (const box of await page.getByRole('checkbox', { name: /^Checked:/ }).all()) await box.check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Country of the lab')).toHaveValue('US');
    await page.getByRole('button', { name: 'Confirm results' }).click();
    await expect(page).toHaveURL(/\/upload-blood-result\/success$/, { timeout: 20_000 });

    const draw = (await api<BloodResultsResponse>('/api/customer/v1/blood/results')).find(
      (r) => r.testedAt === drawn,
    )!;
    expect(draw.markerValues.find((v) => v.markerAbbr === 'HSCRP')?.value).toBeCloseTo(1.8, 2);
  });

  test('dropped files: the wrong kind is refused before sending, a file the server sniffs as not a report is refused naming it, the files stay', async ({
    page,
  }) => {
    await logIn(page, UPLOAD);
    await expect(page).toHaveURL(/\/customer\/summary\/dashboard/);
    await page.goto('/customer/diy/upload-blood-result/confirmation');
    // no upload under way: the flow starts at choosing files
    await expect(page).toHaveURL(/\/customer\/diy\/upload-blood-result$/);
    // dropped on the drop zone, as a drag and drop from the desktop delivers them
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['not a report'], 'notes.docx', { type: 'application/msword' }));
      transfer.items.add(new File(['Test,Result,Units\nGlucose,90,mg/dL'], 'labs.csv', { type: 'text/csv' }));
      return transfer;
    });
    await page.getByTestId('dropzone').dispatchEvent('drop', { dataTransfer: dropped });
    await expect(page.getByTestId('file-refusals')).toContainText(
      'notes.docx is not a lab report we can read',
    );
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('labs.csv');
    // the server sniffs again: a CSV name on bytes that are not text is refused, naming the file
    await page.getByLabel('Lab report files').setInputFiles({
      name: 'fake.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10]),
    });
    await page.getByRole('button', { name: 'Remove labs.csv' }).click();
    await page.getByRole('button', { name: 'Upload and read' }).click();
    await expect(page.getByTestId('upload-error')).toContainText('fake.csv');
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('fake.csv');
    await expectNoAxeViolations(page);
    await shots(page, 'refused');
  });
});
