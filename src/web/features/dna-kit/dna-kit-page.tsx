import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

const STEPS = [
  {
    title: 'Order your kit',
    text: 'Your DNA kit arrives at home with everything you need and a prepaid return envelope.',
  },
  {
    title: 'Register and collect',
    text: 'Register the kit’s serial number in your account, then take a quick, painless cheek swab.',
  },
  {
    title: 'Mail it back',
    text: 'Seal the swab, mark the sample as mailed in your account and drop it in the post.',
  },
  {
    title: 'Explore your report',
    text: 'Your genetic insights join your blood results, so your plan reflects both.',
  },
] as const;

// Well-studied variants with everyday meaning (shared notes, domain §3).
const INSIGHTS = [
  { gene: 'CYP1A2', title: 'Caffeine', text: 'Whether you break down caffeine quickly or slowly.' },
  { gene: 'LCT', title: 'Lactose', text: 'How likely you are to digest milk comfortably as an adult.' },
  { gene: 'ACTN3', title: 'Muscle type', text: 'Whether your muscles lean towards power or endurance.' },
  { gene: 'MTHFR', title: 'Folate', text: 'How efficiently your body processes folate.' },
  { gene: 'FTO', title: 'Weight', text: 'Your genetic susceptibility to weight gain, and what helps.' },
  {
    gene: 'APOE',
    title: 'Heart and brain',
    text: 'A gene that shapes cholesterol handling — shared with care.',
  },
] as const;

/** spec 000 §2.1 `/dnakit` and `/DNAKit` (prefix): the DNA kit page, loaded in its own chunk. */
export default function DnaKitPage() {
  useDocumentTitle('Healthspan DNA kit');
  return (
    <>
      <div
        className={css({
          bgGradient: 'to-br',
          gradientFrom: 'teal.50',
          gradientTo: 'bg.subtle',
          py: { base: '12', md: '20' },
        })}
      >
        <Container>
          <div className={css({ maxW: 'prose' })}>
            <p className={css({ color: 'accent.fg', fontWeight: '700', textStyle: 'small', mb: '3' })}>
              DNA kit
            </p>
            <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '5' })}>
              Your genes, read alongside your blood
            </h1>
            <p className={css({ fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted', mb: '8' })}>
              Your DNA doesn’t change, but it shapes how you respond to food, caffeine and training. The
              Healthspan DNA kit adds that layer to your blood results, so your recommendations fit you more
              closely.
            </p>
            <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
              <Button asChild size="lg">
                <Link href="/dna-kit/">Get the DNA kit</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/customer/login">Register a kit</Link>
              </Button>
            </div>
          </div>
        </Container>
      </div>
      <section aria-labelledby="dna-steps-title" className={css({ py: { base: '12', md: '20' } })}>
        <Container>
          <h2 id="dna-steps-title" className={css({ textStyle: 'h1', mb: '8' })}>
            How the kit works
          </h2>
          <ol
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
              gap: '6',
              listStyle: 'none',
            })}
          >
            {STEPS.map((step, index) => (
              <li
                key={step.title}
                className={css({ borderTopWidth: 'thick', borderColor: 'accent.default', pt: '4' })}
              >
                <p className={css({ color: 'accent.fg', fontWeight: '700', textStyle: 'small' })}>
                  Step {index + 1}
                </p>
                <h3 className={css({ textStyle: 'h3', my: '1' })}>{step.title}</h3>
                <p className={css({ color: 'fg.muted' })}>{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>
      <section
        aria-labelledby="dna-insights-title"
        className={css({ py: { base: '12', md: '20' }, bg: 'bg.subtle' })}
      >
        <Container>
          <h2 id="dna-insights-title" className={css({ textStyle: 'h1', mb: '3' })}>
            What you can learn
          </h2>
          <p className={css({ color: 'fg.muted', mb: '8', maxW: 'prose' })}>
            A few of the well-studied genetic variants your report explains in plain language.
          </p>
          <ul
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              gap: '4',
              listStyle: 'none',
            })}
          >
            {INSIGHTS.map((insight) => (
              <li
                key={insight.gene}
                className={css({ bg: 'bg.canvas', borderRadius: 'lg', p: '5', boxShadow: 'card' })}
              >
                <p className={css({ fontFamily: 'mono', textStyle: 'caption', color: 'fg.subtle' })}>
                  {insight.gene}
                </p>
                <h3 className={css({ textStyle: 'h3', mb: '1' })}>{insight.title}</h3>
                <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{insight.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
