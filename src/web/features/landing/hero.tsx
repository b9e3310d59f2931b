import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { Container } from '../../components/layout';
import { ArrowRightIcon } from '../../components/icons';
import { Button } from '../../components/ui/button';
import { CountingNumber } from '../../components/counting-number';

// spec 000 §9: the hero's demo figures
const INNER_AGE = 38.3;
const CHRONOLOGICAL_AGE = 32.4;
const APOB_MG_DL = 99;
const LDL_MG_DL = 80;

function MarkerBox({
  name,
  value,
  status,
  tone,
}: {
  name: string;
  value: number;
  status: string;
  tone: 'good' | 'watch';
}) {
  return (
    <div
      className={css({
        bg: 'bg.canvas',
        borderRadius: 'lg',
        borderWidth: 'thin',
        borderColor: 'border.default',
        p: '4',
        display: 'flex',
        flexDirection: 'column',
        gap: '1',
      })}
    >
      <dt className={css({ textStyle: 'small', color: 'fg.muted', fontWeight: '600' })}>{name}</dt>
      <dd className={css({ display: 'flex', alignItems: 'baseline', gap: '1' })}>
        <span className={css({ fontSize: '2xl', fontWeight: '700', fontVariantNumeric: 'tabular-nums' })}>
          <CountingNumber value={value} />
        </span>
        <span className={css({ textStyle: 'small', color: 'fg.muted' })}>mg/dL</span>
      </dd>
      <dd>
        <span
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1.5',
            textStyle: 'caption',
            fontWeight: '600',
            px: '2',
            py: '0.5',
            borderRadius: 'full',
            bg: tone === 'good' ? 'accent.subtle' : 'warning.subtle',
            color: tone === 'good' ? 'accent.fg' : 'warning.fg',
          })}
        >
          <span
            aria-hidden="true"
            className={css({
              w: '2',
              h: '2',
              borderRadius: 'full',
              bg: tone === 'good' ? 'zone.optimal' : 'zone.borderline',
            })}
          />
          {status}
        </span>
      </dd>
    </div>
  );
}

function ExampleResult() {
  const difference = INNER_AGE - CHRONOLOGICAL_AGE;
  return (
    <figure
      aria-labelledby="example-result-caption"
      className={css({
        bg: 'bg.canvas',
        borderRadius: 'xl',
        boxShadow: 'popup',
        p: { base: '5', md: '7' },
        display: 'flex',
        flexDirection: 'column',
        gap: '5',
        w: 'full',
        maxW: 'popup.md',
        mx: 'auto',
      })}
    >
      <figcaption
        id="example-result-caption"
        className={css({ textStyle: 'small', color: 'fg.subtle', fontWeight: '600' })}
      >
        Example result
      </figcaption>
      <dl className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4' })}>
        <div>
          <dt className={css({ textStyle: 'small', color: 'fg.muted', fontWeight: '600' })}>InnerAge</dt>
          <dd
            className={css({
              fontSize: { base: '4xl', md: '5xl' },
              fontWeight: '800',
              lineHeight: 'none',
              color: 'accent.fg',
              fontVariantNumeric: 'tabular-nums',
              mt: '1',
            })}
          >
            <CountingNumber value={INNER_AGE} decimals={1} />
          </dd>
        </div>
        <div>
          <dt className={css({ textStyle: 'small', color: 'fg.muted', fontWeight: '600' })}>
            Chronological age
          </dt>
          <dd
            className={css({
              fontSize: { base: '4xl', md: '5xl' },
              fontWeight: '800',
              lineHeight: 'none',
              color: 'fg.default',
              fontVariantNumeric: 'tabular-nums',
              mt: '1',
            })}
          >
            <CountingNumber value={CHRONOLOGICAL_AGE} decimals={1} />
          </dd>
        </div>
      </dl>
      <p
        className={css({
          bg: 'warning.subtle',
          color: 'warning.fg',
          borderRadius: 'md',
          px: '3',
          py: '2',
          textStyle: 'small',
          fontWeight: '600',
        })}
      >
        Your body is acting {difference.toFixed(1)} years older than you are — and that can change.
      </p>
      <dl className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
        <MarkerBox name="ApoB" value={APOB_MG_DL} status="Above optimal" tone="watch" />
        <MarkerBox name="LDL" value={LDL_MG_DL} status="Optimal" tone="good" />
      </dl>
    </figure>
  );
}

/** The hero; its call to action goes through /innerage, the store's InnerAge page (000 §2.1). */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className={css({
        bgGradient: 'to-br',
        gradientFrom: 'teal.50',
        gradientTo: 'bg.subtle',
        py: { base: '12', md: '20' },
      })}
    >
      <Container
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '1.1fr 1fr' },
          gap: { base: '10', lg: '16' },
          alignItems: 'center',
        })}
      >
        <div>
          <p
            className={css({
              color: 'accent.fg',
              fontWeight: '700',
              letterSpacing: 'wider',
              textTransform: 'uppercase',
              textStyle: 'small',
              mb: '4',
            })}
          >
            Biological age from a blood test
          </p>
          <h1
            id="hero-title"
            className={css({
              fontSize: { base: '4xl', md: '5xl', lg: '6xl' },
              lineHeight: 'tight',
              fontWeight: '800',
              letterSpacing: 'tight',
              mb: '5',
            })}
          >
            Your blood knows your real age
          </h1>
          <p
            className={css({ fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted', maxW: 'prose', mb: '8' })}
          >
            Healthspan turns the biomarkers in a routine blood test into your InnerAge — how old your body
            acts, not how many birthdays you’ve had — and a plan of food, supplement, exercise and lifestyle
            changes to bring it down.
          </p>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            <Button asChild size="lg">
              <Link href="/innerage">
                Find your InnerAge <ArrowRightIcon />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>
          <p className={css({ mt: '6', textStyle: 'small', color: 'fg.muted' })}>
            Tests available in the United States and Canada.
          </p>
        </div>
        <ExampleResult />
      </Container>
    </section>
  );
}
