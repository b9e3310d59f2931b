import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, pageBuilderPublicPaths, pageSideMenu } from '../../src/contract/page-builder';
import { expectNoAxeViolations } from './axe';
import { renderApp, stubApi, testPage } from './support';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The `path=` of every public pages call the stub saw. */
function pageCalls() {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : input, 'http://localhost'))
    .filter((url) => url.pathname === pageBuilderPublicPaths.page)
    .map((url) => url.searchParams.get('path'));
}

describe('StoredPage: the public pages drawn from the page builder', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  });

  it('draws the landing from its published page, titled with the default tagline (no SEO title)', async () => {
    stubApi();
    renderApp('/');
    // the space is held while the page loads
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your blood knows your real age' }),
    ).toBeInTheDocument();
    expect(pageCalls()).toEqual(['/']);
    await waitFor(() => expect(document.title).toBe('Healthspan — live longer, better'));
    await expectNoAxeViolations();
  });

  it('titles a page with its SEO title', async () => {
    stubApi();
    renderApp('/about/');
    await screen.findByRole('heading', { level: 1, name: 'About Healthspan' });
    expect(pageCalls()).toEqual(['/about']);
    await waitFor(() => expect(document.title).toBe('About Healthspan | Healthspan'));
  });

  it('shows the /tour page for any path under /tour but /tour/proceed', async () => {
    stubApi();
    const below = renderApp('/tour/anything/below');
    await screen.findByRole('heading', { level: 1, name: 'Take the tour' });
    below.unmount();
    renderApp('/TOUR/proceed');
    await screen.findByRole('heading', { level: 1, name: 'Continue the tour' });
    expect(pageCalls()).toEqual(['/tour', '/tour/proceed']);
  });

  it('shows the app’s not-found screen when the path has no published page', async () => {
    stubApi({ [pageBuilderPublicPaths.page]: json({ error: 'There is no page at this address.' }, 404) });
    renderApp('/press-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' }),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the page', async () => {
    const user = userEvent.setup();
    stubApi({ [pageBuilderPublicPaths.page]: json({ error: 'down' }, 503) });
    renderApp('/science');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load this page');
    await expectNoAxeViolations();
    stubApi();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The science behind Healthspan' }),
    ).toBeInTheDocument();
  });

  it('draws the page the server wrote into index.html without calling the API', () => {
    stubApi();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_DATA_ELEMENT_ID;
    element.textContent = JSON.stringify(testPage('/about'));
    document.body.append(element);
    renderApp('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Healthspan' })).toBeInTheDocument();
    expect(pageCalls()).toEqual([]);
  });

  it('lists the anchored headings in the side menu, each linking to its heading', async () => {
    const user = userEvent.setup();
    stubApi();
    renderApp('/science');
    await screen.findByRole('heading', { level: 1, name: 'The science behind Healthspan' });
    await user.click(screen.getByRole('button', { name: 'On this page' }));
    const menu = await screen.findByRole('dialog', { name: 'The science' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Blood biomarkers', '#biomarkers'],
      ['InnerAge', '#inner-age'],
      ['Healthspan categories', '#categories'],
      ['Research', '#research'],
    ]);
    // the target: the heading itself, focusable so the menu can move focus to it
    expect(document.getElementById('research')).toMatchObject({ tagName: 'H2', textContent: 'Research' });
    expect(document.getElementById('research')).toHaveAttribute('tabindex', '-1');
  });
});

describe('pageSideMenu', () => {
  it('needs a side-menu title and at least one anchored heading', () => {
    const science = testPage('/science').document;
    expect(pageSideMenu(science)?.entries.map((e) => e.anchor)).toEqual([
      'biomarkers',
      'inner-age',
      'categories',
      'research',
    ]);
    expect(pageSideMenu(testPage('/about').document)).toBeUndefined();
    expect(
      pageSideMenu({ ...science, content: science.content.filter((b) => b.type !== 'Heading') }),
    ).toBeUndefined();
  });
});
