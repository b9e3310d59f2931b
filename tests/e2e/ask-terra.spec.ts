import { expect, test } from '@playwright/test';
import type { MarkersForViewResponse } from '../../src/contract/blood';
import { formatDate } from '../../src/domain/dates';
import { persona } from './support/auth';
import { activeNewCustomer } from './support/onboarding';
import {
  agreement,
  ask,
  composer,
  conversations,
  customerGet,
  fmt,
  look,
  messages,
  openAskTerra,
  signIn,
} from './support/ask-terra';

// Issue 16: Ask Terra answers from the customer's own results, streamed, citing the records it used.

const ACTIVE = persona('active');

test.describe('Ask Terra (issue 16)', () => {
  test('a new customer sees the agreement, gives it and gets the conversation', async ({ page, request }) => {
    test.setTimeout(120_000);
    const who = await activeNewCustomer(request, 'Terra');
    await signIn(page, who.email, who.password);
    await page.goto('/customer/ask-terra');
    await expect(agreement(page)).toBeVisible();
    await expect(agreement(page)).toContainText('not a doctor');
    await look(page, 'agreement');
    await page.getByRole('button', { name: /I agree/ }).click();
    await expect(composer(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'What moves my InnerAge?' })).toBeVisible();
    await look(page, 'empty');
    // given once: a reload goes straight to the conversation
    await page.reload();
    await expect(composer(page)).toBeEnabled();
    await expect(agreement(page)).toBeHidden();
  });

  test('active@ asks about LDL, follows up, opens a new conversation and finds both after a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const get = await customerGet(request, ACTIVE);
    const view = await get<MarkersForViewResponse>('/api/customer/v1/blood/markers-for-view?sortMode=2');
    const ldl = view.markers.find((m) => m.abbr === 'LDL');
    expect(ldl?.latest, 'active@ has an LDL result').toBeTruthy();
    const { value, testedAt } = ldl!.latest!;

    await signIn(page, ACTIVE);
    await openAskTerra(page);
    await conversations(page).getByRole('button', { name: 'New conversation', exact: true }).click();
    await expect(messages(page).getByRole('listitem')).toHaveCount(0);

    const { lengths, stopSeen } = await ask(page, 'Why is my LDL high?');
    // the reply grew token by token, with Stop offered, before it was complete
    expect(stopSeen).toBe(true);
    expect(lengths.length, `lengths seen: ${lengths.join(', ')}`).toBeGreaterThan(1);
    expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
    const first = messages(page).locator(':scope > li').last();
    await expect(first).toContainText(fmt(value));
    const link = first.getByRole('link', { name: /LDL/ }).first();
    await expect(link).toHaveAttribute('href', '/customer/bloodwork/marker-results/LDL');
    await expect(link).toContainText(fmt(value));
    await expect(link).toContainText(formatDate(testedAt));
    await expect(page.getByRole('heading', { level: 2, name: 'Why is my LDL high?' })).toBeVisible();
    await look(page, 'conversation');

    await ask(page, 'How has it changed over time?');
    await expect(messages(page).getByText('You asked:', { exact: true })).toHaveCount(2);
    await expect(messages(page).getByText('Terra answered:', { exact: true })).toHaveCount(2);

    await conversations(page).getByRole('button', { name: 'New conversation', exact: true }).click();
    await expect(messages(page).getByRole('listitem')).toHaveCount(0);
    await ask(page, 'What moves my InnerAge?');
    await expect(page.getByRole('heading', { level: 2, name: 'What moves my InnerAge?' })).toBeVisible();

    await page.reload();
    await expect(composer(page)).toBeEnabled();
    const list = conversations(page);
    // newest first: the InnerAge conversation opens, the LDL one is below it
    await expect(list.getByRole('button', { name: /What moves my InnerAge\?/ }).first()).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(messages(page)).toContainText('What moves my InnerAge?');
    await list
      .getByRole('button', { name: /Why is my LDL high\?/ })
      .first()
      .click();
    await expect(messages(page).getByText('You asked:', { exact: true })).toHaveCount(2);
    await expect(messages(page)).toContainText('How has it changed over time?');
    await expect(messages(page).getByRole('link', { name: /LDL/ }).first()).toHaveAttribute(
      'href',
      '/customer/bloodwork/marker-results/LDL',
    );
  });
});
