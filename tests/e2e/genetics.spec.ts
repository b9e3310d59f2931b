import { expect, test, type Page } from '@playwright/test';
import { file23andMe, fileFtdna } from '../server/dna-files';
import { expectNoAxeViolations } from './support/a11y';
import { logIn, persona } from './support/auth';

async function signIn(page: Page, who: string) {
  await logIn(page, persona(who));
  await expect(page).toHaveURL(/\/customer\/summary\/dashboard/);
  await page.goto('/customer/genetics-report');
}

async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/shots/dna-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/shots/dna-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const trait = (page: Page, key: string) => page.getByTestId(`trait-${key}`);

test.describe('genetics report (spec 000 §7.8)', () => {
  test('dna-only@ sees the report of the uploaded file, "cannot determine" on a no-call, APOE on request', async ({
    page,
  }) => {
    await signIn(page, 'dna-only');
    await expect(page.getByRole('heading', { name: 'Your DNA report' })).toBeVisible();
    await expect(page.getByTestId('dna-source')).toContainText('From your 23andMe upload');
    await expect(trait(page, 'fto').getByTestId('trait-result')).toHaveText('Cannot determine');
    await expect(trait(page, 'fto')).toContainText('a no-call');
    await expect(trait(page, 'mthfr').getByTestId('trait-result')).toHaveText(
      'Slightly reduced folate enzyme activity',
    );
    // APOE stays hidden until asked for
    await expect(trait(page, 'apoe').getByTestId('trait-result')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shots(page, 'report');
    await trait(page, 'apoe').getByRole('button', { name: 'Show my APOE type' }).click();
    await expect(trait(page, 'apoe').getByTestId('trait-result')).toHaveText('The most common type');
    await expect(trait(page, 'apoe').getByTestId('trait-genotype')).toHaveText('APOE ε3/ε3');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF report' }).click();
    expect((await download).suggestedFilename()).toMatch(/^healthspan-genetics-report-.*\.pdf$/);
  });

  test('active@ uploads a generated 23andMe file and gets the matching report; a build-38 file is refused', async ({
    page,
  }) => {
    await signIn(page, 'active');
    await expect(page.getByTestId('dna-empty')).toBeVisible();
    const file = file23andMe(
      {
        rs429358: 'CT',
        rs7412: 'CC',
        rs1801133: 'AA',
        rs9939609: 'AT',
        rs4988235: 'GG',
        rs1815739: 'TT',
        rs762551: '--',
      },
      { filler: 50_000 },
    );
    await page.getByLabel('Raw DNA data file').setInputFiles({
      name: 'genome_Alex_v5_Full.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(file),
    });
    await expect(page.getByRole('status').filter({ hasText: 'Your report is ready.' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('dna-source')).toContainText('From your 23andMe upload');
    await expect(trait(page, 'mthfr').getByTestId('trait-result')).toHaveText(
      'Reduced folate enzyme activity',
    );
    await expect(trait(page, 'lct').getByTestId('trait-result')).toHaveText(
      'Likely lactose intolerant as an adult',
    );
    await expect(trait(page, 'actn3').getByTestId('trait-result')).toHaveText(
      'No sprint-type muscle protein',
    );
    await expect(trait(page, 'cyp1a2').getByTestId('trait-result')).toHaveText('Cannot determine');
    await trait(page, 'apoe').getByRole('button', { name: 'Show my APOE type' }).click();
    await expect(trait(page, 'apoe').getByTestId('trait-result')).toHaveText(
      'Associated with a higher Alzheimer’s risk',
    );
    await expect(trait(page, 'apoe').getByTestId('trait-genotype')).toHaveText('APOE ε3/ε4');

    await page.getByLabel('Raw DNA data file').setInputFiles({
      name: 'genome_b38.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(file23andMe({ rs429358: 'TT', rs7412: 'CC' }, { build: 38 })),
    });
    await expect(page.getByTestId('upload-error')).toContainText('build 38');
    await expect(page.getByTestId('upload-error')).toContainText('build 37 (GRCh37)');
    // FamilyTreeDNA files declare no build: the positions give a build-38 file away after the upload
    await page.getByLabel('Raw DNA data file').setInputFiles({
      name: 'ftdna_b38.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(fileFtdna({ rs429358: 'TT', rs7412: 'CC' }, { build: 38 })),
    });
    await expect(page.getByTestId('upload-error')).toContainText('its build 38 (GRCh38) position', {
      timeout: 20_000,
    });
    // the report of the earlier file stays
    await expect(trait(page, 'mthfr').getByTestId('trait-result')).toHaveText(
      'Reduced folate enzyme activity',
    );
    await expectNoAxeViolations(page);
    await shots(page, 'upload-refused');
  });

  test('dna-kit-ready@ sees the kit and the Healthspan DNA report', async ({ page }) => {
    await signIn(page, 'dna-kit-ready');
    await expect(page.getByTestId('kit-state')).toHaveText('Your kit’s result is in this report.');
    await expect(page.getByTestId('dna-source')).toContainText('From your Healthspan DNA kit');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Healthspan DNA report (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe('healthspan-dna-report.pdf');
    await expectNoAxeViolations(page);
  });

  test('dna-kit-failed@ closes the sample-fail popup, registers the replacement kit and mails the sample', async ({
    page,
  }) => {
    await signIn(page, 'dna-kit-failed');
    const popup = page.getByRole('alertdialog', { name: 'Your sample could not be read' });
    await expect(popup).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/shots/dna-kit-popup-1280.png' });
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByTestId('kit-state')).toContainText('could not read your sample');

    await page.getByRole('textbox', { name: 'Kit ID (on the box)' }).fill('hsk 1000 0002');
    const serial = page.getByRole('textbox', { name: 'Serial number (12 digits on the tube)' });
    await serial.fill('100000000025');
    await page.getByRole('button', { name: 'Register kit' }).click();
    await expect(
      page.getByText('This serial number has a typo: check the digits against the tube'),
    ).toBeVisible();
    await serial.fill('100000000024');
    await page.getByRole('button', { name: 'Register kit' }).click();
    await expect(page.getByTestId('kit-state')).toContainText('Registered.');
    await expect(page.getByText('HSK-1000-0002')).toBeVisible();
    await page.getByRole('button', { name: 'I have mailed my sample' }).click();
    await expect(page.getByTestId('kit-state')).toHaveText('Your sample is on its way to the lab.');
    await expectNoAxeViolations(page);
    await shots(page, 'kit');

    // the popup was recorded as seen
    await page.reload();
    await expect(page.getByTestId('kit-state')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
