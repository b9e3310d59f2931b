import { css } from '../../../../styled-system/css';
import { Container } from '../../components/layout';
import { StepCardBlock } from '../../components/page-blocks/cards';

const STEPS = [
  {
    title: 'Choose your test',
    text: 'Pick a blood test plan that fits your goals, and add a DNA kit if you want the genetic side too.',
  },
  {
    title: 'Give a sample',
    text: 'Visit a partner lab, book a mobile blood draw at home, or use an at-home collection kit.',
  },
  {
    title: 'Meet your InnerAge',
    text: 'See each biomarker against optimal ranges, your InnerAge and your scores in ten healthspan categories.',
  },
  {
    title: 'Follow your plan',
    text: 'Get food, supplement, exercise and lifestyle steps ranked by impact — then retest to see them work.',
  },
] as const;

/** The landing's steps, drawn by the page builder's step card (the same block an editor places). */
export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className={css({ py: { base: '16', md: '24' } })}
    >
      <Container>
        <div className={css({ maxW: 'prose', mb: '12' })}>
          <h2 id="how-it-works-title" className={css({ textStyle: 'h1', mb: '3' })}>
            How it works
          </h2>
          <p className={css({ color: 'fg.muted', fontSize: 'lg' })}>
            From one blood draw to a plan you can act on, in four steps.
          </p>
        </div>
        <ol
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            gap: '6',
            listStyle: 'none',
          })}
        >
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <StepCardBlock number={index + 1} title={step.title} info={step.text} />
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
