import { readFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import { expect, test, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { TEAM_DELETION_UNDO_MS } from '../../src/contract/coach';
import { newCustomer, persona } from './support/auth';
import { coachSignIn, inbox, linkInInbox } from './support/coach';
import { lookAt } from './support/look';

// Issue 17: the coach area as coach@ (Acme Health Co.). The journeys build on each other (teams made
// here, a member invited here), so they run in order; demo teams other specs rely on stay untouched.
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36).slice(-5);
const NIGHT = `Night Shift ${run}`;
const DAY = `Day Shift ${run}`;

/** A real PNG logo: a teal square with a white bar, 96 × 96. */
function logoPng() {
  const canvas = createCanvas(96, 96);
  const g = canvas.getContext('2d');
  g.fillStyle = '#0b7f6f';
  g.fillRect(0, 0, 96, 96);
  g.fillStyle = '#ffffff';
  g.fillRect(20, 40, 56, 16);
  return canvas.toBuffer('image/png');
}

const usersList = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Coach' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
};
const membersRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Members' }).getByRole('row', { name: new RegExp(name) });

async function createTeam(page: Page, name: string, logo: boolean) {
  await page.getByRole('button', { name: 'Create a team' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a team' });
  await dialog.getByLabel('Team name').fill(name);
  await dialog.getByRole('button', { name: 'Create team' }).click();
  const logoDialog = page.getByRole('dialog', { name: `Add a logo to “${name}”` });
  await expect(logoDialog).toBeVisible();
  if (!logo) return logoDialog.getByRole('button', { name: 'Cancel' }).click();
  await logoDialog
    .getByLabel(/Logo/)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
  await logoDialog.getByRole('button', { name: 'Upload logo' }).click();
  await expect(logoDialog).toBeHidden();
}

test('create two teams, one with a logo, and look at every coach page', async ({ page, request }) => {
  test.setTimeout(120_000);
  await coachSignIn(page, request);
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acme Wellness Team' })).toBeVisible();
  await createTeam(page, NIGHT, true);
  await createTeam(page, DAY, false);
  const night = page.getByRole('listitem', { name: NIGHT });
  await expect(night).toBeVisible();
  // The logo is the resized WebP the server made of the upload.
  const logo = night.getByRole('img', { name: `${NIGHT} logo` });
  await expect(logo).toHaveAttribute('src', /\/api\/public\/team-logos\/[\w-]+\.webp$/);
  const served = await request.get((await logo.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');
  await lookAt(page, 'coach', 'team-overview');

  for (const [link, heading] of [
    ['Users', 'Users'],
    ['Analytics', 'Analytics'],
    ['Team nutrition', 'Team nutrition'],
    ['Orders & inventory', 'Orders & inventory'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Coach' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await lookAt(page, 'coach', link.toLowerCase().replace(/\W+/g, '-'));
  }
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByText(persona('coach'))).toBeVisible();
  await lookAt(page, 'coach', 'profile');
});

test('invite a new customer by e-mail; the link from their inbox lets them join the team', async ({
  page,
  browser,
  request,
}) => {
  const customer = await newCustomer(request, 'Jordan');
  await coachSignIn(page, request);
  await usersList(page);
  await page.getByRole('button', { name: `Invite to ${NIGHT}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite by e-mail' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await dialog.getByLabel('Retype the e-mail').fill(customer.email.toUpperCase().replace('@', 'x@'));
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('The two e-mail addresses do not match')).toBeVisible();
  await dialog.getByLabel('Retype the e-mail').fill(customer.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();

  const link = await linkInInbox(
    request,
    customer.email,
    /\/customer\/team\/invitation\/[\w-]+\/accept-invite/,
  );
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(link);
  await expect(
    invited.getByRole('heading', { name: `Acme Health Co. invites you to join ${NIGHT}` }),
  ).toBeVisible();
  await lookAt(invited, 'coach', 'accept-invite');
  await invited.getByRole('link', { name: 'Log in', exact: true }).click();
  await invited.getByLabel('E-mail').fill(customer.email);
  await invited.getByLabel('Password').fill(customer.password);
  await invited.getByRole('button', { name: 'Log in' }).click();
  await invited.getByRole('button', { name: `Join ${NIGHT}` }).click();
  await expect(invited.getByRole('heading', { name: `You joined ${NIGHT}` })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(membersRow(page, 'Jordan Tester')).toContainText(NIGHT);
});

test('move a member to another team, delete that team and undo, then delete it for good', async ({
  page,
  request,
}) => {
  await coachSignIn(page, request);
  await usersList(page);
  await page.getByRole('button', { name: 'Actions for Jordan Tester' }).click();
  await page.getByRole('menuitem', { name: 'Move to team' }).click();
  const move = page.getByRole('dialog', { name: 'Move Jordan Tester to another team' });
  await move.getByLabel('To team').selectOption({ label: DAY });
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move).toBeHidden();
  await expect(membersRow(page, 'Jordan Tester')).toContainText(DAY);
  await expect(membersRow(page, 'Jordan Tester')).not.toContainText(NIGHT);

  // Delete, then undo inside the window: nothing was sent, the team and member are back.
  await page.getByRole('button', { name: `Delete team ${DAY}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete team' }).click();
  await expect(page.getByText(`“${DAY}” was deleted.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Archived users' })).toContainText('Jordan Tester');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(membersRow(page, 'Jordan Tester')).toContainText(DAY);
  await page.reload();
  await expect(membersRow(page, 'Jordan Tester')).toContainText(DAY);

  // Delete for good: after the window the server deletes it, and Jordan is archived there too.
  await page.getByRole('button', { name: `Delete team ${DAY}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete team' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({
    timeout: TEAM_DELETION_UNDO_MS + 5_000,
  });
  await expect(page.getByRole('button', { name: `Delete team ${DAY}` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Archived users' })).toContainText('Jordan Tester');
  await expect(page.getByRole('button', { name: `Delete team ${DAY}` })).toHaveCount(0);
});

test('assign a test from the stock to a new customer, who is e-mailed', async ({ page, request }) => {
  const email = `taylor-${run}@example.test`;
  await coachSignIn(page, request);
  await page
    .getByRole('navigation', { name: 'Coach' })
    .getByRole('link', { name: 'Orders & inventory' })
    .click();
  const available = page.getByTestId('summary-Available');
  await expect(available).toBeVisible();
  const before = Number((await available.textContent())!.match(/\d+/)![0]);
  await page
    .getByRole('button', { name: /^Assign Ultimate \(#\d+\)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Assign Ultimate' });
  await dialog.getByRole('radio', { name: 'Someone new' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Assign test' }).click();
  await expect(dialog.getByText('Enter a first name')).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('First name').fill('Taylor');
  await dialog.getByLabel('Last name').fill('Quinn');
  await dialog.getByRole('button', { name: 'Assign test' }).click();
  await expect(page.getByText(/Ultimate is assigned to Taylor Quinn\. We e-mailed them/)).toBeVisible();
  await expect(available).toContainText(String(before - 1));
  expect((await inbox(request, email)).length).toBeGreaterThan(0);
});

test('download the PDF and CSV reports and read them', async ({ page, request }) => {
  await coachSignIn(page, request);
  await page.getByRole('navigation', { name: 'Coach' }).getByRole('link', { name: 'Analytics' }).click();
  const reports = page.getByRole('region', { name: 'Reports' });
  await reports.getByRole('checkbox', { name: /^Select all/ }).check({ force: true });

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    reports.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  const [head, ...rows] = csv.trim().split(/\r?\n/);
  expect(head).toMatch(/marker/i);
  expect(csv).toContain('Marcus');
  expect(rows.length).toBeGreaterThan(10);
  // Only members who share their results: Sofia Alvarez did not grant permission.
  expect(csv).not.toContain('Alvarez');

  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    reports.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdf = await readFile(await pdfDownload.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  expect(text).toContain('Acme Health Co.');
  expect(text).toContain('Marcus Reid');
  expect(text).toMatch(/LDL/);
});

test('coach-other@ sees only Globex: none of Acme’s teams or people', async ({ page, request }) => {
  await coachSignIn(page, request, 'coach-other');
  await expect(page.getByRole('heading', { name: 'Globex Movers' })).toBeVisible();
  await expect(page.getByText('Acme Wellness Team')).toHaveCount(0);
  await usersList(page);
  await expect(page.getByText('Ivan Petrov')).toBeVisible();
  await expect(page.getByText('Marcus Reid')).toHaveCount(0);
  // No orders access for this coach: the link is not offered.
  await expect(page.getByRole('link', { name: 'Orders & inventory' })).toHaveCount(0);
});
