import { useEffect, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { BlockProps } from '../../../contract/page-builder';
import { emptyPrompt } from '../../../contract/page-builder-public';
import { EmptyPrompt } from './empty-prompt';
import { PageImg } from './page-image';
import { RichText } from './rich-text';

/**
 * 001 §5 steps ("how it works"): the numbered steps stay pinned beside the sections while the
 * sections scroll past, the step of the section in view marked current; one column below 768 px
 * (001 §9), where nothing is pinned. Step n goes with section n.
 */
export function StepsBlock(props: BlockProps<'Steps'>) {
  const prompt = emptyPrompt('Steps', props);
  const [current, setCurrent] = useState(0);
  const sectionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = sectionsRef.current;
    if (!box || typeof IntersectionObserver !== 'function') return;
    const sections = [...box.children];
    // a section counts as in view once it crosses the middle band of the viewport
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting);
        const last = seen[seen.length - 1];
        if (last) setCurrent(sections.indexOf(last.target));
      },
      { rootMargin: '-40% 0px -55% 0px' },
    );
    sections.forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [prompt, props.sections.length]);
  if (prompt) return <EmptyPrompt message={prompt} />;
  const steps = [...props.steps].sort((a, b) => a.id - b.id);
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        gap: { base: '8', md: '12' },
        alignItems: 'start',
        my: '8',
      })}
    >
      <ol
        aria-label="Steps"
        className={css({
          listStyle: 'none',
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
          position: { base: 'static', md: 'sticky' },
          top: '24',
        })}
      >
        {steps.map((step, index) => (
          <li
            key={step.id}
            aria-current={index === current ? 'step' : undefined}
            className={css({
              display: 'flex',
              gap: '3',
              alignItems: 'flex-start',
              // the current step is marked by a bar rather than by dimming the others (dimmed text
              // fails the contrast minimum)
              borderInlineStartWidth: { base: '0', md: 'thick' },
              borderColor: 'transparent',
              ps: { base: '0', md: '3' },
              transition: 'border-color 200ms',
              '&[aria-current=step]': { borderColor: 'accent.default' },
              _motionReduce: { transition: 'none' },
            })}
          >
            <span
              aria-hidden="true"
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                w: '9',
                h: '9',
                flexShrink: 0,
                borderRadius: 'full',
                bg: 'accent.default',
                color: 'fg.inverse',
                fontWeight: '700',
              })}
            >
              {index + 1}
            </span>
            {step.icon ? (
              <PageImg
                image={step.icon}
                width={36}
                height={36}
                decorative
                className={css({ w: '9', h: '9', flexShrink: 0 })}
              />
            ) : null}
            <div className={css({ minW: '0' })}>
              <h3 className={css({ fontWeight: '700' })}>
                <span className={css({ srOnly: true })}>Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{step.info}</p>
            </div>
          </li>
        ))}
      </ol>
      <div
        ref={sectionsRef}
        className={css({ display: 'flex', flexDirection: 'column', gap: { base: '8', md: '16' } })}
      >
        {props.sections.map((section, index) => (
          <section
            key={`${index}-${section.title}`}
            aria-label={section.title}
            className={css({ bg: 'bg.subtle', borderRadius: 'xl', p: { base: '5', md: '8' } })}
          >
            {section.image ? (
              <PageImg
                image={section.image}
                width={800}
                height={450}
                className={css({ w: 'full', h: 'auto', objectFit: 'cover', borderRadius: 'lg', mb: '4' })}
              />
            ) : null}
            <h3 className={css({ textStyle: 'h2', mb: '2' })}>{section.title}</h3>
            <RichText html={section.text} className={css({ color: 'fg.muted' })} />
          </section>
        ))}
      </div>
    </div>
  );
}
