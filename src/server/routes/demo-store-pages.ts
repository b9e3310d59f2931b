import { asc, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { MembershipTag, ProlongationStatus } from '../../contract/membership';
import { formatDate } from '../../domain/dates';
import { formatCents } from '../../domain/money';
import type { AppDeps } from '../app';
import { giftCards, memberships } from '../db/schema';
import { products } from '../db/schema/references';
import { DEMO_STORE_GIFT_CARD } from '../db/seed/demo-checkout';
import { accessOf, STORE_MEMBERSHIP_PATH } from '../services/membership';
import { page, planCard, STORE } from './demo-store-layout';

// Issue 20: every page the product links to in the store (spec 000 §2.1 external redirects, §2.2
// footer links, the membership "manage subscription" link), so no link of a fresh install ends on
// "Page not found". Mounted with the demo store only (config.demoData); STORE_URL and the link
// variables (CAREERS_URL, …) point the product at real pages instead.

type Product = typeof products.$inferSelect;
type Who = { id: number; firstName: string } | undefined;
type Body = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The product's own pages these store pages lead back to (served by this same server). */
const PRODUCT = {
  home: '/',
  login: '/customer/login',
  account: '/customer/account',
  innerAge: '/customer/age',
  uploadBloodResult: '/customer/diy/upload-blood-result',
  dnaKit: '/dnakit',
  genetics: '/customer/genetics-report',
  disclosure: '/responsible-disclosure-policy',
  science: '/science',
  team: '/team',
  about: '/about',
} as const;

/** The in-app hop that signs a Healthspan customer into the store and opens `storePath` there. */
const storeSignIn = (storePath: string) =>
  `/customer/store/redirect-me-on-demo?url=${encodeURIComponent(storePath)}`;

const backToProduct = html`<p class="back"><a href="${PRODUCT.home}">Back to Healthspan</a></p>`;

const TAG_LABELS: Record<MembershipTag, string> = {
  web: 'Healthspan membership (bought in this store)',
  apple: 'Healthspan membership (bought in the App Store)',
  google: 'Healthspan membership (bought on Google Play)',
};

/** What the membership page says about renewal, by 001 §4's prolongation status. */
function renewalText(status: ProlongationStatus, ends: string, active: boolean): string {
  if (!active) return `Ended on ${ends}.`;
  if (status === 'RENEWAL') return `Renews automatically on ${ends}.`;
  if (status === 'ACTIVE_EXPIRATION') return `Ends on ${ends}: you turned automatic renewal off.`;
  return `Ends on ${ends}: it does not renew by itself.`;
}

export function demoStorePagesRoutes(deps: AppDeps, storeCustomer: (c: Context) => Promise<Who>) {
  const { db } = deps;
  const productOf = async (slug: string): Promise<Product | undefined> =>
    (await db.select().from(products).where(eq(products.slug, slug)))[0];
  const allProducts = () => db.select().from(products).orderBy(asc(products.sortOrder));

  /** A page, with and without the trailing slash the SPA keeps (`/dna-kit/`). */
  const app = new Hono();
  const get = (path: string, title: string, body: (c: Context) => Promise<Body> | Body) =>
    app.on('GET', [`${STORE}${path}`, `${STORE}${path}/`], async (c) =>
      c.html(page(title, await body(c), await storeCustomer(c))),
    );

  get('/innerage', 'InnerAge', async () => {
    const plans = (await allProducts()).filter((p) => p.categories.includes('InnerAge'));
    return html`<h1>InnerAge: how old your body is, read from your blood</h1>
      <p class="lede">
        InnerAge compares your blood biomarkers with what is typical at each age and answers with one number:
        your biological age. An InnerAge below your calendar age means your markers look younger than you are;
        above it, the plan shows which markers to work on first.
      </p>
      <h2>What it measures</h2>
      <ul>
        <li>Blood sugar and metabolism (glucose, HbA1c)</li>
        <li>Heart health (cholesterol and its particles)</li>
        <li>Inflammation (hsCRP) and blood cells</li>
        <li>Liver and kidney function, hormones and vitamins where your plan includes them</li>
      </ul>
      <p>
        Each result shows its optimal zone, and your InnerAge updates with every new blood test, so you can
        see a change in diet, sleep or training show up in the number.
      </p>
      <h2>Plans with InnerAge</h2>
      <div class="grid">${plans.map((p) => planCard(p, 'Buy'))}</div>
      <p>Already a member? <a href="${PRODUCT.innerAge}">See your InnerAge</a> in your account.</p>
      ${backToProduct}`;
  });

  get('/dna-kit', 'DNA Kit', async (c) => {
    const kit = await productOf('dna-kit');
    if (!kit) return notFound(c);
    return html`<h1>${kit.title}</h1>
      <p class="lede">${kit.description}</p>
      <p class="price">${formatCents(kit.priceCents)}</p>
      <p class="tag">
        What it reads:
        ${kit.categories.join(' · ')}${kit.bloodTestIncluded ? ' · Blood test included' : ' · No blood test needed'}
      </p>
      <p><a class="btn" href="${STORE}/products/${kit.slug}">Buy the ${kit.title}</a></p>
      <h2>How it works</h2>
      <ol>
        <li>Order the kit: it arrives by mail with a prepaid return envelope.</li>
        <li>
          Register it on the <a href="${PRODUCT.dnaKit}">DNA kit page</a> with the code on the tube, so the
          lab knows it is yours.
        </li>
        <li>Swab the inside of your cheek, seal the tube and mail it back.</li>
        <li>
          Your DNA report appears in your account when the lab is done, and your recommendations take it into
          account.
        </li>
      </ol>
      <p><a href="${STORE}/public/landing/dna-details">What the DNA report tells you</a></p>
      ${backToProduct}`;
  });

  get('/public/landing/dna-details', 'What the DNA report tells you', async () => {
    const kit = await productOf('dna-kit');
    return html`<h1>What the DNA report tells you</h1>
      <p class="lede">
        Your genes do not change, but they shape how your body handles food, training and recovery. The DNA
        report reads the variants that matter for those and turns them into advice you can act on.
      </p>
      <div class="grid">
        <section class="card">
          <h2>Metabolism</h2>
          <p>How you process carbohydrates and fats, and how your weight tends to respond to each.</p>
        </section>
        <section class="card">
          <h2>Nutrition</h2>
          <p>
            Caffeine, lactose and gluten-related variants, and vitamins you may need more of, such as B12, D
            and folate.
          </p>
        </section>
        <section class="card">
          <h2>Fitness and recovery</h2>
          <p>Whether your muscles lean to power or endurance, and how quickly you tend to recover.</p>
        </section>
      </div>
      <h2>Your data</h2>
      <p>
        The report is only in your account. You decide who sees it (your coach's team only if you allow it),
        and you can delete it with your account.
      </p>
      <p>
        Tested elsewhere already? You can <a href="${PRODUCT.genetics}">upload your raw DNA data</a> in your
        account.
      </p>
      ${kit ? html`<p><a class="btn" href="${STORE}/dna-kit">Get the ${kit.title} · ${formatCents(kit.priceCents)}</a></p>` : ''}
      ${backToProduct}`;
  });

  get('/bloodresultsupload', 'Upload your blood results', async () => {
    const plan = await productOf('upload-your-own-results');
    return html`<h1>Upload blood results you already have</h1>
      <p class="lede">
        Had blood work done by your doctor or a lab? Upload the report and get the same analysis as our own
        tests: the optimal zone of every biomarker, your InnerAge where the markers allow it, and a
        personalized plan.
      </p>
      <h2>How it works</h2>
      <ol>
        <li>Choose the plan below (or use a test you already have in your account).</li>
        <li>
          In your account open <a href="${PRODUCT.uploadBloodResult}">Add blood results</a> and upload the lab
          report as a PDF or a photo.
        </li>
        <li>We read the values from the report; you check them, correct any we misread, and confirm.</li>
        <li>Your results, zones and recommendations are ready as soon as you confirm.</li>
      </ol>
      ${plan ? html`<div class="grid">${planCard(plan, 'Buy')}</div>` : ''}
      <p>
        Already bought it? <a href="${PRODUCT.uploadBloodResult}">Upload your results now</a>
        (you will be asked to sign in).
      </p>
      ${backToProduct}`;
  });

  get('/how-to-redeem-your-gift-card', 'Redeem a gift card', async () => {
    const [card] = await db.select().from(giftCards).where(eq(giftCards.code, DEMO_STORE_GIFT_CARD));
    return html`<h1>How to redeem your gift card</h1>
      <ol>
        <li><a href="${STORE}">Choose a plan</a> and open its order page.</li>
        <li>
          Type the card's code in <strong>Gift card code</strong> and press
          <strong>Apply and see the price</strong>.
        </li>
        <li>
          The card pays for as much of the order as its balance covers; you see the price left to pay before
          you place the order.
        </li>
        <li>What is left on the card stays on it for your next order until its end date.</li>
      </ol>
      <p>
        Codes can be typed in upper or lower case. You can see what is left on your cards under
        <a href="${PRODUCT.account}">Account → Gift cards</a>.
      </p>
      <section class="sum" aria-labelledby="demo-card">
        <h2 id="demo-card">Try it in the demo</h2>
        <p>
          The demo store has a gift card you can spend: <strong>${DEMO_STORE_GIFT_CARD}</strong>${
            card
              ? html`, with ${formatCents(card.balanceCents)}
                left${card.expiresAt ? ` until ${formatDate(card.expiresAt)}` : ''}.`
              : '.'
          }
        </p>
      </section>
      ${backToProduct}`;
  });

  get('/account/membership', 'Your membership', async (c) => {
    const who = await storeCustomer(c);
    if (!who)
      return html`<h1>Your membership</h1>
        <p>
          Sign in to see your membership and its renewal. The store signs you in with your Healthspan account:
          open <strong>Manage subscription</strong> from your account, or use the button below.
        </p>
        <p><a class="btn" href="${storeSignIn(STORE_MEMBERSHIP_PATH)}">Sign in with Healthspan</a></p>
        <p>No membership yet? <a href="${STORE}">Choose a plan</a> to become a member.</p>
        ${backToProduct}`;
    const now = deps.now();
    const rows = await db
      .select()
      .from(memberships)
      .where(eq(memberships.customerId, who.id))
      .orderBy(desc(memberships.expiresAt));
    return html`<h1>Your membership</h1>
      ${
        rows.length === 0
          ? html`<p>You have no membership yet. <a href="${STORE}">Choose a plan</a> to start one.</p>`
          : html`<ul class="plain">
              ${rows.map((m) => {
                const tag = m.tag as MembershipTag;
                const active = accessOf(m, now) !== 'DISABLED';
                const ends = formatDate(m.expiresAt);
                return html`<li class="card">
                  <h2>${TAG_LABELS[tag]}</h2>
                  <p>
                    Started ${formatDate(m.startedAt)}.
                    ${renewalText(m.prolongationStatus as ProlongationStatus, ends, active)}
                  </p>
                  ${
                    tag === 'web'
                      ? html`<p class="hint">
                          This demo store takes no payment: to renew or upgrade,
                          <a href="${STORE}">choose a plan</a>.
                        </p>`
                      : html`<p class="hint">
                          It renews through ${tag === 'apple' ? 'the App Store' : 'Google Play'}: change it in
                          that store's subscription settings.
                        </p>`
                  }
                </li>`;
              })}
            </ul>`
      }
      <p><a href="${PRODUCT.account}">Your Healthspan account</a></p>
      ${backToProduct}`;
  });

  // The footer's and menus' pages (spec 000 §2.2), at the paths a hosted store keeps them.
  get('/pages/careers', 'Careers', () => info.careers);
  get('/pages/professionals', 'For professionals', () => info.professionals);
  get('/pages/security', 'Security', () => info.security);
  get('/blogs/news', 'Blog', () => info.blog);
  get('/pages/support', 'Support center', () => info.support);
  get('/pages/contact', 'Contact us', () => info.contact);

  function notFound(c: Context): Body {
    c.status(404);
    return html`<h1>No such plan</h1>
      <p><a href="${STORE}">See all plans</a></p>`;
  }

  return app;
}

const info = {
  careers: html`<h1>Careers at Healthspan</h1>
    <p class="lede">
      We turn blood tests and DNA into plain advice people follow. The team is scientists, clinicians,
      engineers and designers who care about getting the numbers right and explaining them well.
    </p>
    <h2>How we work</h2>
    <ul>
      <li>Remote-first in US time zones, with a yearly week together.</li>
      <li>Every change is reviewed, and health content is checked by our science team before it ships.</li>
      <li>Health benefits, a yearly Ultimate blood test for you, and time to learn.</li>
    </ul>
    <h2>Open roles</h2>
    <p>
      There are no open roles right now. Meet the people on <a href="${PRODUCT.team}">our team page</a>, and
      read <a href="${PRODUCT.science}">the science behind the product</a>.
    </p>
    ${backToProduct}`,
  professionals: html`<h1>Healthspan for professionals</h1>
    <p class="lede">
      Coaches, trainers and clinics use Healthspan to see their clients' biomarkers and habits in one place
      and to guide them between visits.
    </p>
    <ul>
      <li>
        <strong>Team dashboard:</strong> every client's InnerAge, biomarker zones and habit scores, with the
        permission they grant you.
      </li>
      <li>
        <strong>Test inventory:</strong> buy tests for your clients in bulk and hand them out from your stock.
      </li>
      <li><strong>Team nutrition:</strong> see how the team eats against their plans.</li>
    </ul>
    <p>Clients always decide what you see, and can withdraw it at any time from their settings.</p>
    <p>To open a company account, <a href="${STORE}/pages/contact">contact us</a>.</p>
    ${backToProduct}`,
  security: html`<h1>Security at Healthspan</h1>
    <p class="lede">Your results are health data. This is how we keep them safe.</p>
    <ul>
      <li>
        Everything between your browser and us is encrypted (HTTPS); passwords are stored only as slow, salted
        hashes.
      </li>
      <li>
        Staff sign in with a second factor, see only what their role needs, and every change they make is
        recorded.
      </li>
      <li>
        Repeated wrong passwords lock sign-in for a while; sessions end after a period without activity.
      </li>
      <li>You can ask for your account and its data to be deleted from your account page.</li>
    </ul>
    <h2>Found a vulnerability?</h2>
    <p>
      Please tell us: our <a href="${PRODUCT.disclosure}">responsible disclosure policy</a> explains how to
      report it and what we promise in return.
    </p>
    ${backToProduct}`,
  blog: html`<h1>The Healthspan blog</h1>
    <div class="stack">
      <article class="card">
        <h2>Why your InnerAge can be younger than you are</h2>
        <p>
          InnerAge reads blood sugar, cholesterol, inflammation and other markers against what is typical at
          each age. Sleep, training and food move several of them within weeks, which is why a second test is
          often the most encouraging one.
        </p>
      </article>
      <article class="card">
        <h2>Optimal is not the same as normal</h2>
        <p>
          A lab's reference range covers most people who were tested, healthy or not. Our optimal zones are
          narrower: where the research links a marker to better long-term health. A "normal" result can still
          leave room to improve.
        </p>
      </article>
      <article class="card">
        <h2>What your genes can and cannot tell you about food</h2>
        <p>
          Variants for caffeine, lactose and vitamin needs are well studied; most others nudge rather than
          decide. The DNA report says how strong each finding is, and your blood results show what is
          happening now.
        </p>
      </article>
    </div>
    <p><a href="${STORE}/public/landing/dna-details">More about the DNA report</a></p>
    ${backToProduct}`,
  support: html`<h1>Support center</h1>
    <h2>Frequently asked questions</h2>
    <dl class="faq">
      <dt>How do I get my blood drawn?</dt>
      <dd>
        After you order, your account shows how to book the draw at a lab near you or at home where available.
      </dd>
      <dt>When are my results ready?</dt>
      <dd>Usually within a week of the draw; we e-mail you when they are in your account.</dd>
      <dt>Can I use results from my doctor?</dt>
      <dd>
        Yes: <a href="${STORE}/bloodresultsupload">upload your blood results</a> and we analyse them the same
        way.
      </dd>
      <dt>How do I use a gift card?</dt>
      <dd>
        At checkout: see <a href="${STORE}/how-to-redeem-your-gift-card">how to redeem your gift card</a>.
      </dd>
      <dt>How do I cancel my membership's renewal?</dt>
      <dd>
        Open <a href="${STORE}${STORE_MEMBERSHIP_PATH}">your membership</a>; app store memberships are changed
        in that store.
      </dd>
    </dl>
    <p>Still stuck? <a href="${STORE}/pages/contact">Contact us</a>.</p>
    ${backToProduct}`,
  contact: html`<h1>Contact us</h1>
    <p class="lede">We answer every message within one business day.</p>
    <ul>
      <li>E-mail: <a href="mailto:support@healthspan.example">support@healthspan.example</a></li>
      <li>Phone: <a href="tel:+18005550123">1-800-555-0123</a>, Monday to Friday, 9 am to 5 pm Eastern</li>
    </ul>
    <p>
      Please do not send lab reports by e-mail:
      <a href="${PRODUCT.uploadBloodResult}">upload them in your account</a> instead.
    </p>
    <p>Many answers are in our <a href="${STORE}/pages/support">support center</a>.</p>
    ${backToProduct}`,
};
