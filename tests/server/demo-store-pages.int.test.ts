import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAuthLinkResponse } from '../../src/contract/auth';
import { membershipConfiguration, membershipPaths } from '../../src/contract/membership';
import { configuration, referencePaths } from '../../src/contract/references';
import { loadConfig } from '../../src/server/config';
import { bearerCalls, client } from './http-client';
import { createTestApp, type TestApp } from './test-app';

// Issue 20 (store and links): the demo store serves every page the product links to, the link
// bases are each configurable and default to those pages only where the demo store runs, and the
// membership "manage subscription" link opens the store's membership page.

let t: TestApp;
const { api, logIn } = bearerCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every store page the product links to, with the heading it opens on and a fact it must show. */
const PAGES: readonly { path: string; heading: RegExp; shows: RegExp }[] = [
  { path: '/innerage', heading: /InnerAge: how old your body is/, shows: /\$499[\s\S]*Buy Ultimate/ },
  { path: '/dna-kit', heading: /DNA Kit/, shows: /\$179[\s\S]*href="\/demo-store\/products\/dna-kit"/ },
  { path: '/public/landing/dna-details', heading: /What the DNA report tells you/, shows: /Metabolism/ },
  {
    path: '/bloodresultsupload',
    heading: /Upload blood results you already have/,
    shows: /href="\/customer\/diy\/upload-blood-result"[\s\S]*\$99/,
  },
  { path: '/how-to-redeem-your-gift-card', heading: /How to redeem your gift card/, shows: /DEMO-GIFT-100/ },
  { path: '/pages/careers', heading: /Careers at Healthspan/, shows: /href="\/team"/ },
  { path: '/pages/professionals', heading: /Healthspan for professionals/, shows: /Test inventory/ },
  {
    path: '/pages/security',
    heading: /Security at Healthspan/,
    shows: /href="\/responsible-disclosure-policy"/,
  },
  { path: '/blogs/news', heading: /The Healthspan blog/, shows: /<article/ },
  { path: '/pages/support', heading: /Support center/, shows: /Frequently asked questions/ },
  { path: '/pages/contact', heading: /Contact us/, shows: /mailto:/ },
  { path: '/account/membership', heading: /Your membership/, shows: /redirect-me-on-demo/ },
];

const h1 = (body: string) => /<h1>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/\s+/g, ' ').trim();

describe('the demo store pages', () => {
  it.each(PAGES)(
    'serves $path with its heading, a way back to the product and the store frame',
    async (p) => {
      for (const path of [`/demo-store${p.path}`, `/demo-store${p.path}/`]) {
        const res = await t.app.request(`${path}?utm_source=test`);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/text\/html/);
        const body = await res.text();
        expect(h1(body), path).toMatch(p.heading);
        expect(body).toMatch(p.shows);
        expect(body).toContain('<a href="/">Back to Healthspan</a>');
        expect(body).toContain('<html lang="en">');
      }
    },
  );

  it('shows the demo gift card with its balance', async () => {
    const body = await (await t.app.request('/demo-store/how-to-redeem-your-gift-card')).text();
    expect(body).toMatch(/DEMO-GIFT-100<\/strong>, with \$100\s+left until [A-Z][a-z]{2} \d{2}, \d{4}\./);
  });

  it('lists the plans with InnerAge from the products reference, each buying through the checkout', async () => {
    const body = await (await t.app.request('/demo-store/innerage')).text();
    expect(body).toContain('href="/demo-store/products/ultimate"');
    expect(body).toContain('href="/demo-store/products/upload-your-own-results"');
    // a plan without InnerAge is not offered here
    expect(body).not.toContain('href="/demo-store/products/dna-kit"');
    const checkout = await t.app.request('/demo-store/products/ultimate');
    expect(checkout.status).toBe(200);
  });
});

describe('the membership page', () => {
  /** Signs the persona into the store the way the product does: auth-link, then the store's login. */
  async function storeSession(persona: string) {
    const token = await logIn(`${persona}@demo.healthspan.test`);
    const res = await api('GET', `/api/customer/store/demo/auth-link?url=%2Faccount%2Fmembership`, token);
    expect(res.status).toBe(200);
    const { link } = storeAuthLinkResponse.parse(await res.json());
    const browser = client(t);
    const login = await browser.get(link.replace(t.config.storeUrl, '/demo-store'));
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/demo-store/account/membership');
    return browser;
  }

  it('asks an anonymous visitor to sign in with Healthspan', async () => {
    const body = await (await t.app.request('/demo-store/account/membership')).text();
    expect(body).toContain('href="/customer/store/redirect-me-on-demo?url=%2Faccount%2Fmembership"');
    expect(body).toMatch(/Sign in with Healthspan/);
  });

  it("shows the signed-in customer's membership and its renewal", async () => {
    const browser = await storeSession('member');
    const body = await (await browser.get('/demo-store/account/membership')).text();
    expect(body).toMatch(/Signed in as/);
    expect(body).toMatch(/Healthspan membership \(bought in this store\)/);
    expect(body).toMatch(/Renews automatically on [A-Z][a-z]{2} \d{2}, \d{4}\./);
    expect(body).not.toMatch(/Sign in with Healthspan/);
  });

  it('sends an App Store member to the App Store', async () => {
    const browser = await storeSession('apple');
    const body = await (await browser.get('/demo-store/account/membership')).text();
    expect(body).toMatch(/bought in the App Store/);
    expect(body).toMatch(/renews through the App Store/);
  });

  it("is where the membership's manage-subscription link goes", async () => {
    const token = await logIn('member@demo.healthspan.test');
    const res = await api('GET', membershipPaths.subscriptions, token);
    expect(res.status).toBe(200);
    const web = membershipConfiguration.parse(await res.json()).subscriptions.find((s) => s.tag === 'web');
    expect(web?.linkToManageSubscription).toBe(`${t.config.storeUrl}/account/membership`);
    const path = new URL(web!.linkToManageSubscription!).pathname;
    expect((await t.app.request(path)).status).toBe(200);
  });
});

describe('the link bases', () => {
  it('answer demo-store pages by default, each of which the store serves', async () => {
    const res = await t.app.request(referencePaths.configuration);
    const config = configuration.parse(await res.json());
    const store = t.config.storeUrl;
    expect(config).toMatchObject({
      storeUrl: store,
      supportUrl: `${store}/pages/support`,
      contactUrl: `${store}/pages/contact`,
      careersUrl: `${store}/pages/careers`,
      professionalsUrl: `${store}/pages/professionals`,
      securityUrl: `${store}/pages/security`,
      blogUrl: `${store}/blogs/news`,
    });
    expect(config.analyticsId).toBeUndefined();
    for (const key of [
      'supportUrl',
      'contactUrl',
      'careersUrl',
      'professionalsUrl',
      'securityUrl',
      'blogUrl',
    ] as const) {
      const path = new URL(config[key]).pathname;
      expect((await t.app.request(path)).status, key).toBe(200);
    }
  });

  it('take each variable on its own', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      STORE_URL: 'https://shop.example.com/',
      SUPPORT_URL: 'https://help.example.com/',
      CONTACT_URL: 'mailto:hello@example.com',
      CAREERS_URL: 'https://jobs.example.com',
      PROFESSIONALS_URL: 'https://pro.example.com/',
      SECURITY_URL: 'https://example.com/security',
      BLOG_URL: 'https://blog.example.com',
    });
    expect(config.storeUrl).toBe('https://shop.example.com');
    expect(config.supportUrl).toBe('https://help.example.com');
    expect(config.links).toEqual({
      contactUrl: 'mailto:hello@example.com',
      careersUrl: 'https://jobs.example.com',
      professionalsUrl: 'https://pro.example.com',
      securityUrl: 'https://example.com/security',
      blogUrl: 'https://blog.example.com',
    });
  });

  it('put "Contact us" under the support centre when only SUPPORT_URL is set, else under the store', () => {
    expect(loadConfig({ NODE_ENV: 'test', SUPPORT_URL: 'https://help.example.com' }).links.contactUrl).toBe(
      'https://help.example.com/contact',
    );
    expect(loadConfig({ NODE_ENV: 'test', STORE_URL: 'https://shop.example.com' }).links.contactUrl).toBe(
      'https://shop.example.com/pages/contact',
    );
  });

  it('refuse an address that is not http(s)', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CAREERS_URL: 'javascript:alert(1)' })).toThrow(
      /CAREERS_URL must be an http\(s\) address/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', BLOG_URL: 'blog.example.com' })).toThrow(/BLOG_URL/);
  });

  it('never point a production server at the demo store', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
    };
    expect(() => loadConfig(production)).toThrow(/STORE_URL must be set/);
    const config = loadConfig({ ...production, STORE_URL: 'https://shop.example.com' });
    expect(config.demoData).toBe(false);
    const { links } = config;
    const all = [config.storeUrl, config.supportUrl, links.contactUrl, links.careersUrl, links.blogUrl];
    all.push(links.professionalsUrl, links.securityUrl);
    for (const url of all) {
      expect(url).toMatch(/^https:\/\/shop\.example\.com/);
      expect(url).not.toContain('demo-store');
    }
  });

  it('send the analytics id only from a production server without demo data', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      STORE_URL: 'https://shop.example.com',
      ANALYTICS_ID: 'HS-123',
    };
    expect(loadConfig(production).analyticsId).toBe('HS-123');
    expect(loadConfig({ ...production, ANALYTICS_ID: '' }).analyticsId).toBeUndefined();
    expect(loadConfig({ ...production, DEMO_DATA: '1', DEMO_DEPLOYMENT: '1' }).analyticsId).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', ANALYTICS_ID: 'HS-123' }).analyticsId).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', ANALYTICS_ID: 'HS-123' }).analyticsId).toBeUndefined();
    expect(() => loadConfig({ ...production, ANALYTICS_ID: '<script>' })).toThrow(/ANALYTICS_ID/);
  });
});

describe('with the demo store off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ DEMO_DATA: '0', STORE_URL: 'https://shop.example.com', SERVE_WEB: 'false' });
  });
  afterAll(() => off.close());

  it.each(PAGES)('does not serve $path', async (p) => {
    expect((await off.app.request(`/demo-store${p.path}`)).status).toBe(404);
  });

  it('answers the real store for every link', async () => {
    const config = configuration.parse(await (await off.app.request(referencePaths.configuration)).json());
    expect(config.careersUrl).toBe('https://shop.example.com/pages/careers');
    expect(JSON.stringify(config)).not.toContain('demo-store');
  });
});
