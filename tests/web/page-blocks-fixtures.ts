import { vi } from 'vitest';
import { pageDocument, type PageDocument } from '../../src/contract/page-builder';

export const img = (n: number, kind: 'jpg' | 'png' | 'svg' | 'gif' = 'png', alt = '') => ({
  id: n.toString(16).padStart(32, '0'),
  kind,
  alt,
});

/**
 * happy-dom has no layout: answers `(max-width: …)` and `(prefers-reduced-motion: reduce)` for a
 * pretend viewport, as the browser would.
 */
export function stubViewport(width: number, { reducedMotion = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : query.includes('prefers-reduced-motion') && reducedMotion;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

export const card = (id: string, title: string) => ({
  type: 'BlogCard' as const,
  props: { id, title, excerpt: `About ${title}`, url: `/blog/${id}` },
});

export const categories = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  title: `Category ${i + 1}`,
  info: `What category ${i + 1} measures`,
  icon: img(100 + i, 'svg'),
  iconHover: img(200 + i, 'svg'),
}));

/** A page with every block, parsed by the contract as the server will have stored it. */
export const sampleDocument: PageDocument = pageDocument.parse({
  root: { props: { seoTitle: 'About us' } },
  content: [
    {
      type: 'Hero',
      props: {
        id: 'hero',
        title: 'Your blood knows your real age',
        text: 'Healthspan turns a routine blood test into your InnerAge.',
        button: { label: 'Find your InnerAge', url: '/innerage', pageName: 'About' },
        heroImage: img(1, 'jpg', 'A runner at dawn'),
        graphImages: [
          img(2, 'png', 'InnerAge trend'),
          img(3, 'svg', 'ApoB trend'),
          img(4, 'png', 'LDL trend'),
        ],
      },
    },
    { type: 'Heading', props: { id: 'h', text: 'Our story', level: 'h2' } },
    { type: 'Paragraph', props: { id: 'p', text: '<p>We started in <strong>2009</strong>.</p>' } },
    {
      type: 'Timeline',
      props: {
        id: 't',
        items: [
          { year: 2009, summary: 'Founded', isTop: true },
          { year: 2015, summary: 'InnerAge launched' },
        ],
      },
    },
    {
      type: 'Slider',
      props: { id: 's', items: [card('a', 'First post'), card('b', 'Second post')] },
    },
    {
      type: 'Accordion',
      props: { id: 'acc', items: [{ question: 'Is the test fasting?', answer: '<p>Yes, 12 hours.</p>' }] },
    },
    { type: 'Button', props: { id: 'b', label: 'Contact us', url: 'mailto:help@healthspan.test' } },
  ],
});
