import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockProps, PAGE_BLOCK_MESSAGES, type BlockProps } from '../../src/contract/page-builder';
import { HERO_IMAGE } from '../../src/contract/page-builder-public';
import { AccordionBlock } from '../../src/web/components/page-blocks/accordion';
import {
  BlogCardBlock,
  ProductCardBlock,
  StepCardBlock,
  TeamCardBlock,
} from '../../src/web/components/page-blocks/cards';
import { HealthspanWheelBlock } from '../../src/web/components/page-blocks/healthspan-wheel';
import { HeroBlock } from '../../src/web/components/page-blocks/hero';
import { LightboxBlock } from '../../src/web/components/page-blocks/lightbox';
import { pageImageUrl } from '../../src/web/components/page-blocks/page-image';
import { RenderPage } from '../../src/web/components/page-blocks/render-page';
import { sanitizeRichText } from '../../src/web/components/page-blocks/rich-text';
import { SliderBlock } from '../../src/web/components/page-blocks/slider';
import { StepsBlock } from '../../src/web/components/page-blocks/steps';
import { ButtonBlock, HeadingBlock, ParagraphBlock } from '../../src/web/components/page-blocks/text-blocks';
import { TimelineBlock } from '../../src/web/components/page-blocks/timeline';
import { expectNoAxeViolations } from './axe';
import { card, categories, img, sampleDocument, stubViewport } from './page-blocks-fixtures';

const parse = <T extends keyof typeof blockProps>(type: T, props: unknown) =>
  blockProps[type].parse(props) as BlockProps<T>;

beforeEach(() => stubViewport(1280));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('text blocks', () => {
  it('draws a heading at its level, h1 by default', async () => {
    const { rerender } = render(<HeadingBlock {...parse('Heading', { text: 'Welcome' })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    rerender(<HeadingBlock {...parse('Heading', { text: 'Our team', level: 'h4' })} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Our team' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('draws rich text keeping only the allow-list', () => {
    render(
      <ParagraphBlock
        {...parse('Paragraph', {
          text: '<p onclick="alert(1)">Hi <strong>there</strong> <a href="javascript:alert(1)">x</a> <a href="https://example.com">site</a></p><script>alert(1)</script><img src=x onerror="alert(1)">',
        })}
      />,
    );
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(document.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    expect(screen.getByText('x')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sanitizeRichText('<div><em>kept</em><style>p{}</style></div>')).toBe('<em>kept</em>');
  });

  it('sends a site path through the router and opens an external link in a new tab', async () => {
    const { rerender } = render(
      <ButtonBlock {...parse('Button', { label: 'About', url: '/about', pageName: 'Home' })} />,
    );
    const internal = screen.getByRole('link', { name: /About/ });
    expect(internal).toHaveAttribute('href', '/about');
    expect(internal).not.toHaveAttribute('target');
    expect(internal).toHaveAttribute('data-page-name', 'Home');
    rerender(
      <ButtonBlock
        {...parse('Button', { label: 'Store', url: 'https://store.example.com', isInternal: false })}
      />,
    );
    const external = screen.getByRole('link', { name: /Store.*\(opens in a new tab\)/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    rerender(<ButtonBlock {...parse('Button', { label: 'Mail us', url: 'mailto:help@healthspan.test' })} />);
    expect(screen.getByRole('link', { name: /Mail us/ })).not.toHaveAttribute('target');
    await expectNoAxeViolations();
  });
});

describe('cards', () => {
  it('draws a blog card, a team card and a step card from their props', async () => {
    render(
      <>
        <BlogCardBlock
          id="b1"
          {...parse('BlogCard', {
            title: 'Why ApoB matters',
            excerpt: 'A short read',
            url: '/blog/apob',
            image: img(9, 'jpg', 'Blood tubes'),
            publishedOn: '2024-12-05',
          })}
        />
        <TeamCardBlock
          {...parse('TeamCard', {
            name: 'Dr. Ana Ruiz',
            role: 'Chief scientist',
            bio: 'Twenty years of lab work.',
            photo: img(10, 'jpg', 'Ana Ruiz'),
          })}
        />
        <StepCardBlock
          {...parse('StepCard', { number: 2, title: 'Give a sample', info: 'Visit a partner lab.' })}
        />
      </>,
    );
    const blog = screen.getByRole('article', { name: 'Why ApoB matters' });
    expect(within(blog).getByRole('link', { name: 'Why ApoB matters' })).toHaveAttribute(
      'href',
      '/blog/apob',
    );
    expect(blog).toHaveTextContent('Dec 05, 2024');
    expect(within(blog).getByRole('img', { name: 'Blood tubes' })).toHaveAttribute(
      'src',
      pageImageUrl(img(9)),
    );
    expect(within(blog).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('article', { name: 'Dr. Ana Ruiz' })).toHaveTextContent('Chief scientist');
    expect(screen.getByRole('heading', { name: 'Step 2: Give a sample' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('draws a product card: title, image, categories, price, blood-test flag and Explore Now', async () => {
    render(
      <ProductCardBlock
        id="ultimate"
        {...parse('ProductCard', {
          title: 'Ultimate',
          image: img(11, 'png', 'Ultimate kit'),
          categories: ['Heart health', 'Metabolism'],
          priceCents: 49_900,
          bloodTestIncluded: true,
          url: '/innerage',
        })}
      />,
    );
    const product = screen.getByRole('article', { name: 'Ultimate' });
    expect(within(product).getByRole('img', { name: 'Ultimate kit' })).toHaveAttribute(
      'src',
      '/api/public/v1/page-images/' + img(11).id,
    );
    expect(within(product).getByRole('list', { name: 'What Ultimate covers' })).toHaveTextContent(
      'Metabolism',
    );
    expect(product).toHaveTextContent('$499');
    expect(product).toHaveTextContent('Blood test included');
    expect(within(product).getByRole('link', { name: /^Explore Now\W+Ultimate$/ })).toHaveAttribute(
      'href',
      '/innerage',
    );
    await expectNoAxeViolations();
  });
});

describe('hero', () => {
  it('draws title, text, button, the eager hero image, three lazy graphs and the demo figures', async () => {
    stubViewport(1280, { reducedMotion: true });
    render(<HeroBlock {...(sampleDocument.content[0]!.props as BlockProps<'Hero'>)} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your blood knows your real age' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Find your InnerAge/ })).toHaveAttribute('href', '/innerage');
    const hero = screen.getByRole('img', { name: 'A runner at dawn' });
    expect(hero).toHaveAttribute('loading', 'eager');
    // issue 22: a phone's slot takes the 640 px rendition, a wide one the original (and the server's preload names the same)
    const heroProps = sampleDocument.content[0]!.props as BlockProps<'Hero'>;
    const original = pageImageUrl(heroProps.heroImage);
    expect(hero).toHaveAttribute('src', original);
    expect(hero).toHaveAttribute('srcset', `${original}/small 640w, ${original} 960w`);
    expect(hero).toHaveAttribute('sizes', HERO_IMAGE.sizes);
    const graphs = within(screen.getByRole('list', { name: 'Example graphs' })).getAllByRole('img');
    expect(graphs).toHaveLength(3);
    graphs.forEach((graph) => expect(graph).toHaveAttribute('loading', 'lazy'));
    // narrower than the rendition: no srcset
    graphs.forEach((graph) => expect(graph).not.toHaveAttribute('srcset'));
    const figures = screen.getByText('InnerAge').closest('dl')!;
    for (const figure of ['38.3', '32.4', '99', '80']) expect(figures).toHaveTextContent(figure);
    expect(figures).toHaveTextContent('mg/dl');
    await expectNoAxeViolations();
  });
});

describe('empty prompts', () => {
  it('shows the spec’s words instead of an empty slider, wheel or steps', () => {
    const { rerender } = render(<SliderBlock {...parse('Slider', {})} />);
    expect(screen.getByText(PAGE_BLOCK_MESSAGES.sliderEmpty)).toBeVisible();
    rerender(<HealthspanWheelBlock {...parse('HealthspanWheel', {})} />);
    expect(screen.getByText(PAGE_BLOCK_MESSAGES.categoriesEmpty)).toBeVisible();
    rerender(<HealthspanWheelBlock {...parse('HealthspanWheel', { categories: categories.slice(0, 4) })} />);
    expect(screen.getByText(PAGE_BLOCK_MESSAGES.categoriesCount)).toBeVisible();
    rerender(<StepsBlock {...parse('Steps', {})} />);
    expect(screen.getByText(PAGE_BLOCK_MESSAGES.stepsEmpty)).toBeVisible();
    rerender(<StepsBlock {...parse('Steps', { steps: [{ id: 1, title: 'Order', info: 'Pick a plan' }] })} />);
    expect(screen.getByText(PAGE_BLOCK_MESSAGES.sectionsEmpty)).toBeVisible();
  });
});

describe('healthspan wheel, steps and timeline', () => {
  it('shows the chosen category’s text in the hub, each with its icon and hover icon', async () => {
    const user = userEvent.setup();
    render(<HealthspanWheelBlock {...parse('HealthspanWheel', { categories })} />);
    const choices = within(screen.getByRole('list', { name: 'Choose a category' })).getAllByRole('button');
    expect(choices).toHaveLength(10);
    expect(choices[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(choices[3]!);
    expect(choices[3]).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('[aria-live=polite]')).toHaveTextContent('What category 4 measures');
    expect(choices[3]!.querySelectorAll('img')).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('draws the steps beside their sections', async () => {
    render(
      <StepsBlock
        {...parse('Steps', {
          steps: [
            { id: 2, title: 'Give a sample', info: 'At a lab or at home' },
            { id: 1, title: 'Choose your test', info: 'Pick a plan' },
          ],
          sections: [{ title: 'Plans for every goal', text: '<p>From essentials to ultimate.</p>' }],
        })}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('heading');
    expect(steps.map((s) => s.textContent)).toEqual(['Step 1: Choose your test', 'Step 2: Give a sample']);
    expect(screen.getByRole('region', { name: 'Plans for every goal' })).toHaveTextContent('From essentials');
    await expectNoAxeViolations();
  });

  it('marks the step of the section in view as current', () => {
    let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <StepsBlock
        {...parse('Steps', {
          steps: [
            { id: 1, title: 'Choose your test', info: 'Pick a plan' },
            { id: 2, title: 'Give a sample', info: 'At a lab or at home' },
          ],
          sections: [
            { title: 'Plans', text: '<p>From essentials to ultimate.</p>' },
            { title: 'Labs', text: '<p>Over 2,000 partner labs.</p>' },
          ],
        })}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    act(() => report!([{ isIntersecting: true, target: screen.getByRole('region', { name: 'Labs' }) }]));
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });

  it('puts each year above or below the line', async () => {
    render(<TimelineBlock {...(sampleDocument.content[3]!.props as BlockProps<'Timeline'>)} />);
    const items = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-position'))).toEqual(['top', 'bottom']);
    expect(items[1]).toHaveTextContent('2015InnerAge launched');
    await expectNoAxeViolations();
  });
});

describe('slider', () => {
  const six = parse('Slider', { items: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => card(id, `Post ${id}`)) });
  const visible = () =>
    screen
      .getAllByRole('group', { hidden: true })
      .filter((slide) => slide.getAttribute('aria-hidden') === 'false')
      .map((slide) => slide.getAttribute('aria-label'));

  it.each([
    [1280, 4],
    [800, 3],
    [400, 2],
  ])('shows the slides per view of 001 §9 at %i px', (width, perView) => {
    stubViewport(width);
    render(<SliderBlock {...six} />);
    expect(screen.getByRole('region', { name: /^Slides from / })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(visible()).toHaveLength(perView);
  });

  it('uses the block’s own counts', () => {
    stubViewport(400);
    render(<SliderBlock {...six} mobile={1} />);
    expect(visible()).toEqual(['1 of 6']);
  });

  it('advances every autoplayMs, and pauses while pointed at or focused', async () => {
    vi.useFakeTimers();
    render(<SliderBlock {...six} />);
    expect(visible()[0]).toBe('1 of 6');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(visible()[0]).toBe('2 of 6');
    const carousel = screen.getByRole('region', { name: /^Slides from / });
    fireEvent.mouseEnter(carousel);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(visible()[0]).toBe('2 of 6');
    fireEvent.mouseLeave(carousel);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(visible()[0]).toBe('3 of 6');
    fireEvent.focusIn(screen.getByRole('button', { name: 'Next slides' }));
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(visible()[0]).toBe('3 of 6');
  });

  it('does not move by itself with reduced motion', async () => {
    vi.useFakeTimers();
    stubViewport(1280, { reducedMotion: true });
    render(<SliderBlock {...six} />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(visible()[0]).toBe('1 of 6');
  });

  it('moves with the buttons and the arrow keys, wrapping round', async () => {
    const user = userEvent.setup();
    render(<SliderBlock {...six} autoplayMs={0} />);
    await user.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(visible()[0]).toBe('2 of 6');
    await user.keyboard('{ArrowRight}');
    expect(visible()[0]).toBe('3 of 6');
    await user.keyboard('{ArrowRight}');
    expect(visible()[0]).toBe('1 of 6');
    await user.keyboard('{ArrowLeft}');
    expect(visible()[0]).toBe('3 of 6');
    await expectNoAxeViolations();
  });
});

describe('accordion and lightbox', () => {
  it('opens an answer with the keyboard and moves between questions with the arrows', async () => {
    const user = userEvent.setup();
    render(
      <AccordionBlock
        {...parse('Accordion', {
          items: [
            {
              question: 'Do I need to fast?',
              answer: '<p>Yes, <em>12 hours</em>.</p>',
              gifImage: img(12, 'gif', 'Fasting clock'),
            },
            { question: 'How long do results take?', answer: '<p>About a week.</p>' },
          ],
        })}
      />,
    );
    const first = screen.getByRole('button', { name: 'Do I need to fast?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('12 hours')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Fasting clock' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'How long do results take?' })).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('mounts the video only while open, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(
      <LightboxBlock
        {...parse('Lightbox', {
          thumbnail: img(13, 'jpg'),
          videoUrl: 'https://cdn.example.com/innerage.mp4',
          title: 'How InnerAge works',
        })}
      />,
    );
    expect(document.querySelector('video, iframe')).toBeNull();
    // axe runs on the closed state: it stalls on a media element in happy-dom
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Play How InnerAge works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How InnerAge works' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', 'https://cdn.example.com/innerage.mp4');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('video')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play How InnerAge works' })).toHaveFocus(),
    );
  });
});

describe('lightbox embeds', () => {
  it('plays a player page in a titled iframe, mounted only while open', async () => {
    // the player page must not be fetched from a unit test
    const { settings } = (
      window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }
    ).happyDOM;
    settings.disableIframePageLoading = true;
    const user = userEvent.setup();
    render(
      <LightboxBlock
        {...parse('Lightbox', {
          thumbnail: img(14, 'jpg', 'Our lab'),
          videoUrl: 'https://player.example.com/embed/1',
        })}
      />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play Our lab' }));
    const dialog = await screen.findByRole('dialog', { name: 'Our lab' });
    expect(within(dialog).getByTitle('Our lab').tagName).toBe('IFRAME');
    await user.click(within(dialog).getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(document.querySelector('iframe')).toBeNull());
  });
});

describe('RenderPage', () => {
  it('draws a whole document in order, a slider’s slides included', async () => {
    stubViewport(1280, { reducedMotion: true });
    render(<RenderPage document={sampleDocument} />);
    // the accordion is a lazy chunk (it keeps Ark's accordion out of the public entry)
    await screen.findByRole('heading', { name: 'Is the test fasting?' });
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual([
      'Your blood knows your real age',
      'Our story',
      'First post',
      'Second post',
      'Is the test fasting?',
    ]);
    expect(
      within(screen.getByRole('region', { name: /^Slides from / })).getAllByRole('article'),
    ).toHaveLength(2);
    expect(screen.getByText('2009', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact us/ })).toHaveAttribute(
      'href',
      'mailto:help@healthspan.test',
    );
    await expectNoAxeViolations();
  });
});

describe('the public bundle', () => {
  it('never imports the editor library from the blocks', async () => {
    const fs = await import('node:fs/promises');
    const path = await import('node:path');
    // vitest runs from the repository root
    const dir = path.join(process.cwd(), 'src/web/components/page-blocks');
    const files = await fs.readdir(dir);
    expect(files).toContain('render-page.tsx');
    for (const file of files)
      expect(await fs.readFile(path.join(dir, file), 'utf8')).not.toMatch(/@puckeditor/);
  });
});
