import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { formatCents } from '../../domain/money';
import type { products } from '../db/schema/references';

// The demo store's look (its pages, its checkout and the company pages): one style sheet, one frame
// with the store's header and a footer leading back to the product, and the plan card.

type Product = typeof products.$inferSelect;

/** Where the demo store is mounted; STORE_URL's default points here. */
export const STORE = '/demo-store';

const STYLE = raw(`<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;color:#121926;background:#f6f7f9;line-height:1.5}
header{background:#121926;color:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
header a{color:#fff}main{max-width:960px;margin:0 auto;padding:24px}
.note{background:#fff8e6;border:1px solid #f2c94c;border-radius:8px;padding:10px 14px;margin-bottom:20px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px}
.card{background:#fff;border:1px solid #d5d9e0;border-radius:12px;padding:18px;display:flex;flex-direction:column;gap:8px}
.card>*{margin:0}.card>a.btn{margin-top:auto}
.price{font-size:1.4rem;font-weight:700}.tag{font-size:.8rem;color:#364152}
a.btn,button{display:inline-block;background:#0b7f6f;color:#fff;border:0;border-radius:999px;padding:10px 20px;font-weight:600;text-decoration:none;cursor:pointer;font-size:1rem}
a.btn:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #0a6559;outline-offset:2px}
form{display:grid;gap:14px;max-width:420px}label{display:grid;gap:4px;font-weight:600}
input{font:inherit;padding:9px 12px;border:1px solid #b0b7c3;border-radius:8px}
fieldset{border:1px solid #d5d9e0;border-radius:12px;padding:12px 16px 16px;display:grid;gap:12px;margin:0;min-width:0}
legend{font-weight:600;padding:0 4px}.hint{font-weight:400;font-size:.9rem;color:#364152}
button.secondary{background:#fff;color:#0a6559;border:2px solid #0b7f6f;justify-self:start}
.sum{background:#fff;border:1px solid #d5d9e0;border-radius:12px;padding:12px 16px}.sum h2{margin:0 0 6px;font-size:1.1rem}
.sum dl{margin:0;display:grid;gap:4px}.sum dl div{display:flex;justify-content:space-between;gap:12px}
.sum dd{margin:0;font-variant-numeric:tabular-nums;white-space:nowrap}.sum dt{overflow-wrap:anywhere}
.sum .total{border-top:1px solid #d5d9e0;padding-top:6px;font-weight:700}
.err{color:#9f3322;font-weight:400;font-size:.9rem}input[aria-invalid=true]{border-color:#9f3322}
a{color:#0a6559}.lede{font-size:1.1rem}.back{margin-top:28px}ul.plain{list-style:none;padding:0;display:grid;gap:12px}
.faq dt{font-weight:600;margin-top:12px}.faq dd{margin:4px 0 0}.stack{display:grid;gap:16px}
body>footer{background:#fff;border-top:1px solid #d5d9e0;padding:20px 24px;margin-top:32px}
body>footer nav{max-width:912px;margin:0 auto 8px}body>footer ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px 18px}
body>footer a{color:#0a6559;display:inline-block;padding:4px 0}
</style>`);

/** Every store page's footer: the store's own pages, and the way back to the product. */
const FOOTER_LINKS = {
  store: [
    [STORE, 'All plans'],
    [`${STORE}/innerage`, 'InnerAge'],
    [`${STORE}/dna-kit`, 'DNA Kit'],
    [`${STORE}/bloodresultsupload`, 'Upload your results'],
    [`${STORE}/how-to-redeem-your-gift-card`, 'Gift cards'],
    [`${STORE}/account/membership`, 'Your membership'],
  ],
  product: [
    ['/', 'Healthspan home'],
    [`${STORE}/pages/support`, 'Support center'],
    [`${STORE}/pages/contact`, 'Contact us'],
    [`${STORE}/pages/careers`, 'Careers'],
    [`${STORE}/blogs/news`, 'Blog'],
    [`${STORE}/pages/security`, 'Security'],
    [`${STORE}/pages/professionals`, 'For professionals'],
  ],
} as const;

/** A plan as the store lists it: what it measures, its price, and the way to its order page. */
export function planCard(p: Product, verb = 'Order') {
  return html`<article class="card">
    <h2>${p.title}</h2>
    <p>${p.description}</p>
    <p class="tag">${p.categories.join(' · ')}${p.bloodTestIncluded ? ' · Blood test included' : ''}</p>
    <p class="price">${formatCents(p.priceCents)}</p>
    <a class="btn" href="${STORE}/products/${p.slug}">${verb} ${p.title}</a>
  </article>`;
}

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
        <footer>
          <nav aria-label="Store">
            <ul>
              ${FOOTER_LINKS.store.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}
            </ul>
          </nav>
          <nav aria-label="Healthspan">
            <ul>
              ${FOOTER_LINKS.product.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}
            </ul>
          </nav>
        </footer>
      </body>
    </html>`;
}
