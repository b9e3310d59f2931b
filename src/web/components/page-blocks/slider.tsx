import {
  useCallback,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { css } from '../../../../styled-system/css';
import type { BlockProps, PageBlock, SlideType } from '../../../contract/page-builder';
import { emptyPrompt, SLIDER_DEFAULTS, slidesPerView } from '../../../contract/page-builder-public';
import { ArrowRightIcon } from '../icons';
import { Button } from '../ui/button';
import { EmptyPrompt } from './empty-prompt';
import { BlogCardBlock, ProductCardBlock, StepCardBlock, TeamCardBlock } from './cards';

/** A slide as stored: a card block (the contract's union is loosely typed by its builder). */
export type Slide = PageBlock;

// 001 §9 breakpoints, as media queries so the count follows the viewport without measuring it
const BELOW_TABLET = `(max-width: ${SLIDER_DEFAULTS.tabletBelowPx - 0.02}px)`;
const BELOW_MOBILE = `(max-width: ${SLIDER_DEFAULTS.mobileBelowPx - 0.02}px)`;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = [BELOW_TABLET, BELOW_MOBILE, REDUCED_MOTION].map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/** A width standing for the viewport's breakpoint band, fed to the contract's `slidesPerView`. */
function bandWidth() {
  if (matches(BELOW_MOBILE)) return SLIDER_DEFAULTS.mobileBelowPx - 1;
  if (matches(BELOW_TABLET)) return SLIDER_DEFAULTS.tabletBelowPx - 1;
  return SLIDER_DEFAULTS.tabletBelowPx;
}

function useViewport() {
  const width = useSyncExternalStore(subscribe, bandWidth, () => SLIDER_DEFAULTS.tabletBelowPx);
  const reducedMotion = useSyncExternalStore(
    subscribe,
    () => matches(REDUCED_MOTION),
    () => true,
  );
  return { width, reducedMotion };
}

const slideComponents: { [T in SlideType]: ComponentType<BlockProps<T> & { id: string }> } = {
  BlogCard: BlogCardBlock,
  TeamCard: TeamCardBlock,
  ProductCard: ProductCardBlock,
  StepCard: StepCardBlock,
};

/** The cards a slide may be, drawn without the page renderer (the editor's preview reuses this). */
export function renderSlide(slide: Slide): ReactNode {
  const Component = (
    slideComponents as unknown as Record<string, ComponentType<Record<string, unknown>> | undefined>
  )[slide.type];
  return Component ? <Component {...slide.props} /> : null;
}

/** What a slide is called: its card's name or title. */
const slideName = (slide: Slide | undefined) => {
  const { name, title } = (slide?.props ?? {}) as { name?: unknown; title?: unknown };
  return typeof name === 'string' ? name : typeof title === 'string' ? title : 'the first card';
};

/**
 * 001 §5 / §9 slider: 4/3/2 slides per view (or the block's own counts) at 992 and 552 px,
 * advancing every `autoplayMs` — paused while pointed at or focused, never with reduced motion or
 * 0 ms — with previous/next buttons and the arrow keys. Slides out of view are inert.
 */
export function SliderBlock({
  renderItem = renderSlide,
  ...props
}: BlockProps<'Slider'> & { renderItem?: (slide: Slide) => ReactNode }) {
  const prompt = emptyPrompt('Slider', props);
  const { width, reducedMotion } = useViewport();
  const perView = Math.max(1, Math.min(slidesPerView(width, props), props.items.length));
  const items = props.items as unknown as Slide[];
  const count = items.length;
  const lastStart = Math.max(0, count - perView);
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const shown = Math.min(start, lastStart);
  const trackId = useId();

  const go = useCallback(
    (delta: number) =>
      setStart((current) => {
        const from = Math.min(current, lastStart);
        const next = from + delta;
        // wraps round at both ends so autoplay and the buttons never stop at a dead end
        if (next > lastStart) return 0;
        if (next < 0) return lastStart;
        return next;
      }),
    [lastStart],
  );

  const playing = !prompt && !reducedMotion && props.autoplayMs > 0 && !hovered && !focused && lastStart > 0;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => go(1), props.autoplayMs);
    return () => window.clearInterval(timer);
  }, [playing, go, props.autoplayMs]);

  if (prompt) return <EmptyPrompt message={prompt} />;
  return (
    <section
      aria-roledescription="carousel"
      // named by its first slide, so two sliders on a page are told apart (axe landmark-unique)
      aria-label={`Slides from ${slideName(items[0])}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
        else return;
        event.preventDefault();
      }}
      data-per-view={perView}
      className={css({ my: '8', minW: '0' })}
    >
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mb: '3' })}>
        <Button
          variant="outline"
          size="icon"
          aria-controls={trackId}
          aria-label="Previous slides"
          disabled={lastStart === 0}
          onClick={() => go(-1)}
        >
          <ArrowRightIcon className={css({ transform: 'rotate(180deg)' })} />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-controls={trackId}
          aria-label="Next slides"
          disabled={lastStart === 0}
          onClick={() => go(1)}
        >
          <ArrowRightIcon />
        </Button>
      </div>
      <div className={css({ overflow: 'hidden' })}>
        <div
          id={trackId}
          aria-live={playing ? 'off' : 'polite'}
          className={css({
            display: 'flex',
            transition: 'transform 400ms ease',
            _motionReduce: { transition: 'none' },
          })}
          style={{ transform: `translateX(-${(shown * 100) / perView}%)` }}
        >
          {items.map((slide, index) => {
            const visible = index >= shown && index < shown + perView;
            return (
              <div
                key={slide.props.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={!visible}
                inert={!visible}
                className={css({ flexShrink: 0, px: '2', minW: '0' })}
                style={{ flexBasis: `${100 / perView}%` }}
              >
                {renderItem(slide)}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
