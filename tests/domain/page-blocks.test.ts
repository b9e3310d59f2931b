import { describe, expect, it } from 'vitest';
import {
  accordionProps,
  emptyPrompt,
  HERO_DEMO_VALUES,
  headingProps,
  healthspanWheelProps,
  heroProps,
  isExternalLink,
  lightboxProps,
  PAGE_BLOCK_MESSAGES,
  pageDocument,
  pageImage,
  productCardProps,
  SLIDER_DEFAULTS,
  sliderProps,
  slidesPerView,
  stepsProps,
  timelineProps,
} from '../../src/contract/page-builder';

const image = (kind: 'jpg' | 'png' | 'svg' | 'gif', alt = '') => ({ id: 'a'.repeat(32), kind, alt });
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('page-builder blocks (001 §5)', () => {
  it('heading: h1 to h6, h1 by default', () => {
    expect(headingProps.parse({ text: 'Know your body' }).level).toBe('h1');
    expect(headingProps.parse({ text: 'x', level: 'h6' }).level).toBe('h6');
    expect(messages(headingProps.safeParse({ text: 'x', level: 'h7' }))).toHaveProperty('level');
    expect(messages(headingProps.safeParse({ text: ' ' }))).toEqual({ text: 'Enter the heading' });
  });

  it('slider: 4/3/2 slides, breakpoints 992 and 552 px, autoplay 2000 ms, and its empty prompt', () => {
    const slider = sliderProps.parse({});
    expect(slider).toMatchObject({ desktop: 4, tablet: 3, mobile: 2, autoplayMs: 2000, items: [] });
    expect([
      slidesPerView(1280),
      slidesPerView(992),
      slidesPerView(991),
      slidesPerView(552),
      slidesPerView(551),
    ]).toEqual([4, 4, 3, 3, 2]);
    expect(SLIDER_DEFAULTS).toMatchObject({ tabletBelowPx: 992, mobileBelowPx: 552 });
    expect(emptyPrompt('Slider', slider)).toBe('Please Insert the Slider Items');
  });

  it('hero: title, text, a button (label, url, isInternal, pageName), jpg/png hero image, three png/svg graphs, the demo figures', () => {
    const hero = {
      title: 'Your InnerAge',
      text: 'Blood says more than birthdays.',
      button: { label: 'Get started', url: '/innerage', isInternal: true, pageName: 'home' },
      heroImage: image('jpg'),
      graphImages: [image('png'), image('svg'), image('png')],
    };
    expect(heroProps.parse(hero)).toMatchObject({
      innerAge: 38.3,
      chronologicalAge: 32.4,
      apoBMgDl: 99,
      ldlMgDl: 80,
    });
    expect(HERO_DEMO_VALUES).toEqual({ innerAge: 38.3, chronologicalAge: 32.4, apoBMgDl: 99, ldlMgDl: 80 });
    expect(messages(heroProps.safeParse({ ...hero, heroImage: image('svg') }))).toEqual({
      'heroImage.kind': 'Use a JPG or PNG image',
    });
    expect(
      messages(heroProps.safeParse({ ...hero, graphImages: [image('jpg'), image('png'), image('png')] })),
    ).toEqual({
      'graphImages.0.kind': 'Use a PNG or SVG image',
    });
    expect(messages(heroProps.safeParse({ ...hero, graphImages: [image('png')] }))).toEqual({
      graphImages: 'Add the three graph images',
    });
    expect(
      messages(
        heroProps.safeParse({ ...hero, button: { ...hero.button, label: '', url: 'javascript:alert(1)' } }),
      ),
    ).toEqual({
      'button.label': 'Enter the button label',
      'button.url': PAGE_BLOCK_MESSAGES.link,
    });
  });

  it('accordion: question and rich-text answer required; icon jpg/png/svg, gifImage jpg/png/gif', () => {
    const item = { question: 'Is it fasting?', answer: '<p>Yes, 8 hours.</p>' };
    expect(accordionProps.parse({ items: [item] }).items).toHaveLength(1);
    expect(messages(accordionProps.safeParse({ items: [{ question: '', answer: '<p> </p>' }] }))).toEqual({
      'items.0.question': 'Enter the question',
      'items.0.answer': 'Enter the answer',
    });
    expect(
      messages(
        accordionProps.safeParse({ items: [{ ...item, icon: image('gif'), gifImage: image('svg') }] }),
      ),
    ).toEqual({
      'items.0.icon.kind': 'Use a JPG, PNG or SVG image',
      'items.0.gifImage.kind': 'Use a JPG, PNG or GIF image',
    });
  });

  it('lightbox: thumbnail and an https video link required', () => {
    expect(messages(lightboxProps.safeParse({ videoUrl: '' }))).toEqual({
      thumbnail: 'Add the thumbnail',
      videoUrl: 'Enter the video link',
    });
    expect(
      messages(lightboxProps.safeParse({ thumbnail: image('png'), videoUrl: 'http://x.test/v' })),
    ).toEqual({
      videoUrl: PAGE_BLOCK_MESSAGES.video,
    });
  });

  it('healthspan wheel: id, title and info required, svg icons, ten categories, its empty prompt', () => {
    const category = (id: number) => ({
      id,
      title: `C${id}`,
      info: 'About it',
      icon: image('svg'),
      iconHover: image('svg'),
    });
    expect(emptyPrompt('HealthspanWheel', healthspanWheelProps.parse({}))).toBe(
      'Please Add All the Categories',
    );
    const nine = healthspanWheelProps.parse({ categories: [1, 2, 3, 4, 5, 6, 7, 8, 9].map(category) });
    expect(emptyPrompt('HealthspanWheel', nine)).toBe(PAGE_BLOCK_MESSAGES.categoriesCount);
    const ten = healthspanWheelProps.parse({ categories: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(category) });
    expect(emptyPrompt('HealthspanWheel', ten)).toBeUndefined();
    expect(
      messages(
        healthspanWheelProps.safeParse({
          categories: [category(1), { ...category(1), icon: image('png'), info: '' }],
        }),
      ),
    ).toEqual({
      'categories.1.id': 'Each id must be different',
      'categories.1.icon.kind': 'Use an SVG image',
      'categories.1.info': 'Enter the text',
    });
  });

  it('steps: their two empty prompts; id, title, info required; png/svg icon', () => {
    expect(emptyPrompt('Steps', stepsProps.parse({}))).toBe('Please Insert the Scrolling Steps');
    const steps = [{ id: 1, title: 'Order', info: 'Pick a plan' }];
    expect(emptyPrompt('Steps', stepsProps.parse({ steps }))).toBe('Please Insert the Scrolling Sections');
    expect(
      messages(stepsProps.safeParse({ steps: [{ id: 1, title: '', info: 'x', icon: image('jpg') }] })),
    ).toEqual({
      'steps.0.title': 'Enter the title',
      'steps.0.icon.kind': 'Use a PNG or SVG image',
    });
  });

  it('timeline: year and summary required, isTop false by default', () => {
    expect(timelineProps.parse({ items: [{ year: 2009, summary: 'Founded' }] }).items[0]!.isTop).toBe(false);
    expect(messages(timelineProps.safeParse({ items: [{ summary: '' }] }))).toEqual({
      'items.0.year': expect.any(String) as string,
      'items.0.summary': 'Enter the summary',
    });
  });

  it('product card: title, image, categories, price, blood-test flag and an Explore Now link', () => {
    const card = productCardProps.parse({
      title: 'InnerAge',
      image: image('png'),
      priceCents: 17900,
      url: '/innerage',
    });
    expect(card).toMatchObject({ categories: [], bloodTestIncluded: false });
  });

  it('links: http(s), ftp(s) and mailto are external; a path is internal; anything else is refused', () => {
    for (const url of ['https://x.test', 'HTTP://x.test', 'ftp://f.test', 'ftps://f.test', 'mailto:a@b.test'])
      expect(isExternalLink(url)).toBe(true);
    for (const url of ['/about', '#top', '//evil.test', 'javascript:alert(1)'])
      expect(isExternalLink(url)).toBe(false);
    expect(pageImage(['png']).safeParse(image('png')).success).toBe(true);
  });

  it('a page: blocks by type, slides only cards, each field named in its issue', () => {
    const page = {
      root: { props: {} },
      content: [
        { type: 'Heading', props: { id: 'Heading-1', text: 'About us' } },
        {
          type: 'Slider',
          props: {
            id: 'Slider-1',
            items: [{ type: 'Heading', props: { id: 'Heading-2', text: 'not a slide' } }],
          },
        },
        { type: 'Paragraph', props: { id: 'Paragraph-1', text: '' } },
      ],
    };
    const result = pageDocument.safeParse(page);
    expect(Object.keys(messages(result))).toEqual(['content.1.props.items.0.type', 'content.2.props.text']);
    expect(pageDocument.parse({ ...page, content: page.content.slice(0, 1) }).root.props.seoTitle).toBe('');
  });
});
