import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { deleteCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { z } from 'zod';
import { newPassword } from '../../contract/auth';
import { emailAddress, line } from '../../contract/text';
import type { AppDeps } from '../app';
import { orders, purchasers, storeLogins } from '../db/schema/commerce';
import { customers } from '../db/schema/identity';
import { products } from '../db/schema/references';
import { clientAddress } from '../http/client-address';
import { cookieOptions } from '../http/cookies';
import { isKnownDevice } from '../http/device-cookie';
import { fieldIssues } from '../http/errors';
import { digest, hashPassword, newSecret, verifyPassword } from '../services/crypto';
import { findCustomer, findCustomerByEmail } from '../services/customers';
import { advanceActivation } from '../services/onboarding';
import { ensureTests } from '../services/orders';
import { reserveAttempt, signInLimits, tooManyMessage } from '../services/rate-limit';
import { CHECKOUT_COOKIE } from './post-purchase';

const STORE_COOKIE = 'hs_store';
const HAND_OFF_MINUTES = 30;
// Worded like /login's answer: the checkout says no more about the e-mail than signing in would.
const WRONG_PASSWORD =
  'The e-mail or password is not right. If you have a Healthspan account, enter its password.';

const checkoutForm = z.object({
  slug: line().min(1),
  firstName: line(80).trim().min(1, 'Enter your first name'),
  lastName: line(80).trim().min(1, 'Enter your last name'),
  email: emailAddress(),
  password: newPassword,
});
const signedInCheckout = z.object({ slug: line().min(1) });

type Product = typeof products.$inferSelect;
type Errors = Partial<Record<string, string>>;

export const money = (cents: number) => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;

const STYLE = raw(`<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;color:#121926;background:#f6f7f9;line-height:1.5}
header{background:#121926;color:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
header a{color:#fff}main{max-width:960px;margin:0 auto;padding:24px}
.note{background:#fff8e6;border:1px solid #f2c94c;border-radius:8px;padding:10px 14px;margin-bottom:20px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px}
.card{background:#fff;border:1px solid #d5d9e0;border-radius:12px;padding:18px;display:flex;flex-direction:column;gap:8px}
.price{font-size:1.4rem;font-weight:700}.tag{font-size:.8rem;color:#364152}
a.btn,button{display:inline-block;background:#0b7f6f;color:#fff;border:0;border-radius:999px;padding:10px 20px;font-weight:600;text-decoration:none;cursor:pointer;font-size:1rem}
a.btn:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #0a6559;outline-offset:2px}
form{display:grid;gap:14px;max-width:420px}label{display:grid;gap:4px;font-weight:600}
input{font:inherit;padding:9px 12px;border:1px solid #b0b7c3;border-radius:8px}
.err{color:#9f3322;font-weight:400;font-size:.9rem}input[aria-invalid=true]{border-color:#9f3322}
</style>`);

export function page(
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
  who?: { firstName: string },
) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${title} · Healthspan demo store</title>
        ${STYLE}
      </head>
      <body>
        <header>
          <strong><a href="/demo-store">Healthspan demo store</a></strong>
          <span
            >${who ? html`Signed in as ${who.firstName} · <a href="/demo-store/logout">Log out of the store</a>` : html`<a href="/customer/login">Back to Healthspan</a>`}</span
          >
        </header>
        <main>
          <p class="note" role="note">
            This is the demo store that stands in for the online store: no payment is taken.
          </p>
          ${body}
        </main>
      </body>
    </html>`;
}

function field(
  name: string,
  label: string,
  type: string,
  value: string,
  errors: Errors,
  autocomplete: string,
) {
  const err = errors[name];
  return html`<label
    >${label}<input
      name="${name}"
      type="${type}"
      value="${value}"
      autocomplete="${autocomplete}"
      required
      ${err ? raw(`aria-invalid="true" aria-describedby="${name}-error"`) : ''}
    />${err ? html`<span class="err" id="${name}-error">${err}</span>` : ''}</label
  >`;
}

/**
 * The demo store (issue: customer sign-in): the plans of the products reference, a checkout that
 * creates the customer, order and purchaser, and the hand-off to
 * `/customer/store/purchased-on-demo?purchaserId=…`. STORE_URL points elsewhere to use a real store.
 */
export function demoStoreRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const secret = config.auth.jwtSecret;

  async function storeCustomer(c: Context) {
    const id = await getSignedCookie(c, secret, STORE_COOKIE);
    return id ? findCustomer(db, Number(id)) : undefined;
  }
  const product = async (slug: string) =>
    (await db.select().from(products).where(eq(products.slug, slug)))[0];

  function checkoutPage(
    p: Product,
    who: { firstName: string } | undefined,
    values: Record<string, string>,
    errors: Errors,
  ) {
    return page(
      p.title,
      html`<h1>${p.title}</h1>
        <p>${p.description}</p>
        <p class="price">${money(p.priceCents)}</p>
        ${errors.form ? html`<p class="err" role="alert">${errors.form}</p>` : ''}
        <form method="post" action="/demo-store/checkout" novalidate>
          <input type="hidden" name="slug" value="${p.slug}" />
          ${
            who
              ? html`<p>You are ordering as <strong>${who.firstName}</strong>.</p>`
              : html`${field('firstName', 'First name', 'text', values.firstName ?? '', errors, 'given-name')}
                ${field('lastName', 'Last name', 'text', values.lastName ?? '', errors, 'family-name')}
                ${field('email', 'E-mail', 'email', values.email ?? '', errors, 'email')}
                ${field('password', 'Password for your Healthspan account (10+ characters with a letter and a digit; your existing one if you have an account)', 'password', '', errors, 'new-password')}`
          }
          <button type="submit">Place order · ${money(p.priceCents)}</button>
        </form>`,
      who,
    );
  }

  async function placeOrder(c: Context, customerId: number, p: Product) {
    const now = deps.now();
    const [order] = await db
      .insert(orders)
      .values({
        customerId,
        productId: p.id,
        packageId: p.packageId,
        priceCents: p.priceCents,
        createdAt: now,
      })
      .returning();
    await ensureTests(db, customerId);
    // A PURCHASE customer who buys moves on to the required details (spec 000 §4).
    await advanceActivation(db, customerId, now);
    const purchaserId = newSecret();
    const checkout = newSecret();
    await db.insert(purchasers).values({
      id: digest(purchaserId),
      checkoutDigest: digest(checkout),
      customerId,
      orderId: order!.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + HAND_OFF_MINUTES * 60_000),
    });
    setCookie(c, CHECKOUT_COOKIE, checkout, cookieOptions(deps.config, { maxAge: HAND_OFF_MINUTES * 60 }));
    return c.redirect(
      `/customer/store/purchased-on-demo?purchaserId=${encodeURIComponent(purchaserId)}`,
      303,
    );
  }

  return new Hono()
    .get('/demo-store', async (c) => {
      const who = await storeCustomer(c);
      const list = await db.select().from(products).orderBy(asc(products.sortOrder));
      return c.html(
        page(
          'Plans',
          html`<h1>Choose your plan</h1>
            <div class="grid">
              ${list.map(
                (p) =>
                  html`<article class="card">
                    <h2>${p.title}</h2>
                    <p>${p.description}</p>
                    <p class="tag">
                      ${p.categories.join(' · ')}${p.bloodTestIncluded ? ' · Blood test included' : ''}
                    </p>
                    <p class="price">${money(p.priceCents)}</p>
                    <a class="btn" href="/demo-store/products/${p.slug}">Order ${p.title}</a>
                  </article>`,
              )}
            </div>`,
          who,
        ),
      );
    })
    .get('/demo-store/products/:slug', async (c) => {
      const p = await product(c.req.param('slug'));
      if (!p)
        return c.html(
          page(
            'Not found',
            html`<h1>No such plan</h1>
              <p><a href="/demo-store">See all plans</a></p>`,
          ),
          404,
        );
      return c.html(checkoutPage(p, await storeCustomer(c), {}, {}));
    })
    .post('/demo-store/checkout', async (c) => {
      const sent = await c.req.parseBody().catch(() => undefined);
      if (!sent)
        return c.html(
          page('Order form', html`<h1>The order form could not be read. Please try again.</h1>`),
          400,
        );
      const form = Object.fromEntries(
        Object.entries(sent).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
      );
      const p = signedInCheckout.safeParse(form).success ? await product(form.slug!) : undefined;
      if (!p) return c.html(page('Not found', html`<h1>No such plan</h1>`), 400);
      const who = await storeCustomer(c);
      if (who && signedInCheckout.safeParse(form).success) return placeOrder(c, who.id, p);

      const parsed = checkoutForm.safeParse(form);
      if (!parsed.success) {
        const errors = Object.fromEntries(fieldIssues(parsed.error).map((i) => [i.path, i.message]));
        return c.html(checkoutPage(p, undefined, form, errors), 400);
      }
      const { firstName, lastName, email, password } = parsed.data;
      const existing = await findCustomerByEmail(db, email);
      // The same limits and keys as /login: a lock there is a lock here, and the reverse.
      const attempt = await reserveAttempt(
        db,
        signInLimits(config.auth, 'login', {
          email,
          address: clientAddress(c),
          knownDeviceOf:
            existing && isKnownDevice(c, config, 'customer', existing.id) ? existing.id : undefined,
        }),
        deps.now(),
      );
      if (attempt.kind === 'refused') {
        c.header('Retry-After', String(attempt.retryAfterSeconds));
        const refusal = `${tooManyMessage('attempts with this e-mail', attempt.retryAfterSeconds)}.`;
        return c.html(checkoutPage(p, undefined, form, { form: refusal }), 429);
      }
      if (existing) {
        if (!(await verifyPassword(existing.passwordHash, password)))
          return c.html(checkoutPage(p, undefined, form, { password: WRONG_PASSWORD }), 400);
        await attempt.succeeded();
        return placeOrder(c, existing.id, p);
      }
      const [created] = await db
        .insert(customers)
        .values({
          email,
          firstName,
          lastName,
          passwordHash: await hashPassword(password),
          activationState: 'REQUIRED_DETAILS',
        })
        .returning();
      await attempt.succeeded();
      return placeOrder(c, created!.id, p);
    })
    .get('/demo-store/login', async (c) => {
      const now = deps.now();
      const token = c.req.query('token') ?? '';
      const back = c.req.query('return') ?? '/';
      const [grant] = await db
        .update(storeLogins)
        .set({ usedAt: now })
        .where(
          and(eq(storeLogins.id, digest(token)), isNull(storeLogins.usedAt), gt(storeLogins.expiresAt, now)),
        )
        .returning();
      if (grant)
        await setSignedCookie(
          c,
          STORE_COOKIE,
          String(grant.customerId),
          secret,
          cookieOptions(deps.config, { path: '/demo-store' }),
        );
      const path = back.startsWith('/') && !back.startsWith('//') ? back : '/';
      return c.redirect(`/demo-store${path === '/' ? '' : path}`, 303);
    })
    .get('/demo-store/logout', (c) => {
      deleteCookie(c, STORE_COOKIE, { path: '/demo-store' });
      return c.html(
        page(
          'Logged out',
          html`<h1>You are logged out of the store</h1>
            <p>You can close this tab.</p>`,
        ),
      );
    });
}
