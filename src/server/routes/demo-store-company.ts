import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { INVENTORY_ADDON_TITLES } from '../../contract/coach';
import type { AppDeps } from '../app';
import { HttpError } from '../http/errors';
import {
  addAddon,
  companyNameOf,
  grantSpent,
  purchaseStock,
  readMultipass,
  readUpgrade,
  STORE_MAX_QUANTITY,
  stockPlans,
} from '../services/coach/company-store';
import { formatCents } from '../../domain/money';
import { page } from './demo-store';

// spec 001 §7 Inventory and store: the company pages of the demo store (multipass-url, upgrade-url).
// Mounted only where the demo store is.

const purchaseForm = z.object({
  grant: z.string().min(1),
  productId: z.coerce.number().int().positive('Choose a plan'),
  quantity: z.coerce
    .number('Enter how many tests')
    .int('Enter a whole number of tests')
    .min(1, 'Buy at least one test')
    .max(STORE_MAX_QUANTITY, `Buy at most ${STORE_MAX_QUANTITY} tests at once`),
});

const expired = () =>
  page(
    'Link expired',
    html`<h1>This store link has expired or is not valid</h1>
      <p>Open the store again from your coach inventory page.</p>`,
  );

async function formOf(c: Context): Promise<Record<string, string> | undefined> {
  const sent = await c.req.parseBody().catch(() => undefined);
  if (!sent) return undefined;
  return Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
}

export function demoStoreCompanyRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const secret = config.auth.jwtSecret;

  async function purchasePage(grant: string, companyName: string, error?: string) {
    const plans = await stockPlans(db);
    return page(
      'Company stock',
      html`<h1>Buy tests for ${companyName}</h1>
        <p>Choose a plan and how many tests to add to your company's inventory.</p>
        ${error ? html`<p class="err" role="alert">${error}</p>` : ''}
        <form method="post" action="/demo-store/company" novalidate>
          <input type="hidden" name="grant" value="${grant}" />
          <fieldset>
            <legend>Plan</legend>
            ${plans.map(
              (p, i) =>
                html`<label
                  ><span
                    ><input type="radio" name="productId" value="${p.id}" ${i === 0 ? 'checked' : ''} />
                    ${p.title} · ${formatCents(p.priceCents)} a test</span
                  ></label
                >`,
            )}
          </fieldset>
          <label
            >How many tests<input
              name="quantity"
              type="number"
              min="1"
              max="${STORE_MAX_QUANTITY}"
              value="1"
              required
          /></label>
          <button type="submit">Buy tests</button>
        </form>`,
    );
  }

  return new Hono()
    .get('/demo-store/company', async (c) => {
      const token = c.req.query('grant') ?? '';
      const grant = readMultipass(secret, token, deps.now());
      if (!grant || (await grantSpent(db, grant))) return c.html(expired(), 400);
      const name = (await companyNameOf(db, grant.companyId)) ?? 'your company';
      return c.html(await purchasePage(token, name));
    })
    .post('/demo-store/company', async (c) => {
      const form = await formOf(c);
      const grant = form?.grant ? readMultipass(secret, form.grant, deps.now()) : undefined;
      if (!form || !grant) return c.html(expired(), 400);
      const parsed = purchaseForm.safeParse(form);
      const name = (await companyNameOf(db, grant.companyId)) ?? 'your company';
      if (!parsed.success)
        return c.html(await purchasePage(form.grant!, name, parsed.error.issues[0]!.message), 400);
      try {
        await purchaseStock(db, grant, parsed.data.productId, parsed.data.quantity, deps.now());
      } catch (err) {
        if (err instanceof HttpError && err.status === 409) return c.html(expired(), 409);
        if (err instanceof HttpError) return c.html(await purchasePage(form.grant!, name, err.message), 400);
        throw err;
      }
      return c.redirect(grant.returnTo, 303);
    })
    .get('/demo-store/company/upgrade', async (c) => {
      const token = c.req.query('grant') ?? '';
      const grant = readUpgrade(secret, token, deps.now());
      if (!grant) return c.html(expired(), 400);
      const addon = INVENTORY_ADDON_TITLES[grant.addonTag];
      return c.html(
        page(
          'Upgrade a test',
          html`<h1>Add ${addon} to this test</h1>
            <p>The add-on is added to inventory item ${grant.itemId}.</p>
            <form method="post" action="/demo-store/company/upgrade">
              <input type="hidden" name="grant" value="${token}" />
              <button type="submit">Add ${addon}</button>
            </form>`,
        ),
      );
    })
    .post('/demo-store/company/upgrade', async (c) => {
      const form = await formOf(c);
      const grant = form?.grant ? readUpgrade(secret, form.grant, deps.now()) : undefined;
      if (!grant) return c.html(expired(), 400);
      if (!(await addAddon(db, grant))) return c.html(expired(), 400);
      return c.redirect(grant.returnTo, 303);
    });
}
