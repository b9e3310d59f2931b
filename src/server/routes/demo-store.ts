import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { deleteCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import { html, raw } from 'hono/html';
import { z } from 'zod';
import { newPassword } from '../../contract/auth';
import { emailAddress, line } from '../../contract/text';
import {
  CHECKOUT_MESSAGES,
  normalizeCode,
  type CheckoutIssue,
  type PriceBreakdown,
} from '../../domain/checkout';
import { formatCents } from '../../domain/money';
import type { AppDeps } from '../app';
import { storeLogins } from '../db/schema/commerce';
import { products } from '../db/schema/references';
import { clientAddress } from '../http/client-address';
import { cookieOptions } from '../http/cookies';
import { isKnownDevice } from '../http/device-cookie';
import { fieldIssues, HttpError } from '../http/errors';
import {
  HAND_OFF_SECONDS,
  placeStoreOrder,
  quoteOrder,
  type Buyer,
  type TypedCodes,
} from '../services/checkout';
import { digest, hashPassword, verifyPassword } from '../services/crypto';
import { findCustomer, findCustomerByEmail } from '../services/customers';
import { reserveAttempt, signInLimits, tooManyMessage } from '../services/rate-limit';
import { page, planCard } from './demo-store-layout';
import { demoStorePagesRoutes } from './demo-store-pages';
import { CHECKOUT_COOKIE } from './post-purchase';

const STORE_COOKIE = 'hs_store';
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
const typedCode = line(40).optional().default('').transform(normalizeCode);
/**
 * The codes (optional), which button was pressed (`apply` shows the price, `place` orders), and the
 * total the page showed on its Place button (`quoted`, in cents): an order is placed only at the
 * price the customer saw.
 */
const codesForm = z.object({
  discountCode: typedCode,
  giftCardCode: typedCode,
  action: z.enum(['apply', 'place']).catch('place'),
  quoted: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
});

type Product = typeof products.$inferSelect;
type Errors = Partial<Record<string, string>>;

function field(
  name: string,
  label: string,
  type: string,
  value: string,
  errors: Errors,
  autocomplete: string,
  required = true,
) {
  const err = errors[name];
  return html`<label
    >${label}<input
      name="${name}"
      type="${type}"
      value="${value}"
      autocomplete="${autocomplete}"
      ${required ? raw('required') : raw('spellcheck="false" autocapitalize="characters"')}
      ${err ? raw(`aria-invalid="true" aria-describedby="${name}-error"`) : ''}
    />${err ? html`<span class="err" id="${name}-error">${err}</span>` : ''}</label
  >`;
}

const minus = (cents: number) => `\u2212${formatCents(cents)}`;

/** The price with the codes applied (src/domain/checkout.ts), shown before the order is placed. */
function priceSummary(b: PriceBreakdown) {
  return html`<section class="sum" aria-labelledby="price-title">
    <h2 id="price-title">Your price</h2>
    <dl>
      <div>
        <dt>Price</dt>
        <dd>${formatCents(b.listCents)}</dd>
      </div>
      ${
        b.discount
          ? html`<div>
              <dt>Discount code ${b.discount.code}</dt>
              <dd>${minus(b.discount.cents)}</dd>
            </div>`
          : ''
      }
      ${
        b.giftCard
          ? html`<div>
              <dt>Gift card ${b.giftCard.code}</dt>
              <dd>${minus(b.giftCard.cents)}</dd>
            </div>`
          : ''
      }
      <div class="total">
        <dt>To pay</dt>
        <dd>${formatCents(b.toPayCents)}</dd>
      </div>
    </dl>
  </section>`;
}

export { page };

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
    breakdown?: PriceBreakdown,
  ) {
    const toPay = breakdown?.toPayCents ?? p.priceCents;
    // A password is never written back into a page: one typed before "Apply" is asked for again.
    const retype = Boolean(values.password) && !errors.password;
    return page(
      p.title,
      html`<h1>${p.title}</h1>
        <p>${p.description}</p>
        <p class="price">${formatCents(p.priceCents)}</p>
        ${errors.form ? html`<p class="err" role="alert">${errors.form}</p>` : ''}
        <form method="post" action="/demo-store/checkout" novalidate>
          <input type="hidden" name="slug" value="${p.slug}" />
          <input type="hidden" name="quoted" value="${String(toPay)}" />
          <fieldset>
            <legend>Codes <span class="hint">(both optional)</span></legend>
            ${field('discountCode', 'Discount code', 'text', values.discountCode ?? '', errors, 'off', false)}
            ${field('giftCardCode', 'Gift card code', 'text', values.giftCardCode ?? '', errors, 'off', false)}
            <button type="submit" name="action" value="apply" class="secondary">
              Apply and see the price
            </button>
          </fieldset>
          ${breakdown && (breakdown.discount || breakdown.giftCard) ? priceSummary(breakdown) : ''}
          ${
            who
              ? html`<p>You are ordering as <strong>${who.firstName}</strong>.</p>`
              : html`${field('firstName', 'First name', 'text', values.firstName ?? '', errors, 'given-name')}
                ${field('lastName', 'Last name', 'text', values.lastName ?? '', errors, 'family-name')}
                ${field('email', 'E-mail', 'email', values.email ?? '', errors, 'email')}
                ${field('password', 'Password for your Healthspan account (10+ characters with a letter and a digit; your existing one if you have an account)', 'password', '', errors, 'new-password')}
                ${retype ? html`<p class="hint">For your security the password you typed is not kept: type it again.</p>` : ''}`
          }
          <button type="submit" name="action" value="place">Place order · ${formatCents(toPay)}</button>
        </form>`,
      who,
    );
  }

  /** Places the order (services/checkout: one transaction) and hands the browser to the product. */
  async function placeOrder(
    c: Context,
    buyer: Buyer,
    p: Product,
    breakdown: PriceBreakdown,
    retry: (issues: CheckoutIssue[]) => Response | Promise<Response>,
  ) {
    let placed;
    try {
      placed = await placeStoreOrder(db, { buyer, product: p, breakdown }, deps.now());
    } catch (err) {
      if (err instanceof HttpError && err.status === 400 && err.issues)
        return retry(err.issues as CheckoutIssue[]);
      throw err;
    }
    setCookie(c, CHECKOUT_COOKIE, placed.checkout, cookieOptions(deps.config, { maxAge: HAND_OFF_SECONDS }));
    return c.redirect(
      `/customer/store/purchased-on-demo?purchaserId=${encodeURIComponent(placed.purchaserId)}`,
      303,
    );
  }

  /**
   * Prices the typed codes. Gift-card codes are secrets: a typed card counts against the per-address
   * limit of /login until it is found, so the checkout cannot be used to guess them in bulk.
   */
  async function quote(c: Context, p: Product, typed: TypedCodes) {
    const now = deps.now();
    const attempt = typed.giftCardCode
      ? await reserveAttempt(
          db,
          [
            {
              key: `gift-card:store:${clientAddress(c)}`,
              max: config.auth.loginMaxAttemptsPerAddress,
              windowSeconds: config.auth.loginWindowSeconds,
              onSuccess: 'release',
            },
          ],
          now,
        )
      : undefined;
    if (attempt?.kind === 'refused') return { refused: attempt.retryAfterSeconds } as const;
    const result = await quoteOrder(db, p.priceCents, typed, now);
    if (attempt && result.giftCardKnown) await attempt.succeeded();
    return result;
  }

  return new Hono()
    .route('/', demoStorePagesRoutes(deps, storeCustomer))
    .get('/demo-store', async (c) => {
      const who = await storeCustomer(c);
      const list = await db.select().from(products).orderBy(asc(products.sortOrder));
      return c.html(
        page(
          'Plans',
          html`<h1>Choose your plan</h1>
            <div class="grid">${list.map((p) => planCard(p))}</div>`,
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
      // The page holds what was typed (never the password): still, never keep it in a cache.
      c.header('Cache-Control', 'no-store');
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
      const issuesOf = (issues: readonly { path: string; message: string }[]) =>
        Object.fromEntries(issues.map((i) => [i.path, i.message])) as Errors;
      const show = (errors: Errors, status: 200 | 400 | 409 | 429, breakdown?: PriceBreakdown) =>
        c.html(checkoutPage(p, who, form, errors, breakdown), status);

      const codes = codesForm.safeParse(form);
      if (!codes.success) return show(issuesOf(fieldIssues(codes.error)), 400);
      const { discountCode, giftCardCode, action, quoted } = codes.data;
      // What the page shows from now on is the code as stored (upper-case).
      Object.assign(form, { discountCode, giftCardCode });
      const priced = await quote(c, p, { discountCode, giftCardCode });
      if ('refused' in priced) {
        c.header('Retry-After', String(priced.refused));
        return show({ form: `${tooManyMessage('gift-card codes tried', priced.refused)}.` }, 429);
      }
      const codeErrors = priced.ok ? {} : issuesOf(priced.issues);
      if (action === 'apply') return show(codeErrors, priced.ok ? 200 : 400, priced.breakdown);

      const personal = who ? undefined : checkoutForm.safeParse(form);
      const personalErrors = personal?.success === false ? issuesOf(fieldIssues(personal.error)) : {};
      if (!priced.ok || personal?.success === false) return show({ ...personalErrors, ...codeErrors }, 400);
      const breakdown = priced.breakdown;
      // Only at the price the page showed: a code typed or changed since then shows the new price first.
      if (quoted !== undefined && quoted !== breakdown.toPayCents)
        return show(
          { form: CHECKOUT_MESSAGES.totalChanged(formatCents(breakdown.toPayCents)) },
          409,
          breakdown,
        );
      const retry = (issues: CheckoutIssue[]) => show(issuesOf(issues), 400);
      if (!personal) return placeOrder(c, { customerId: who!.id }, p, breakdown, retry);

      const { firstName, lastName, email, password } = personal.data;
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
        return show({ form: refusal }, 429, breakdown);
      }
      if (existing) {
        if (!(await verifyPassword(existing.passwordHash, password)))
          return show({ password: WRONG_PASSWORD }, 400, breakdown);
        await attempt.succeeded();
        return placeOrder(c, { customerId: existing.id }, p, breakdown, retry);
      }
      const create = {
        email,
        firstName,
        lastName,
        passwordHash: await hashPassword(password),
        activationState: 'REQUIRED_DETAILS' as const,
      };
      await attempt.succeeded();
      return placeOrder(c, { create }, p, breakdown, retry);
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
