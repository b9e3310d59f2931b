import { css } from '../../../../styled-system/css';
import { GRADE_LABELS, scoreBand, type ScoreBand } from '../../../domain/grading';
import { Container } from '../../components/layout';

// spec 000 §1: ten categories scored 0 to 100, coloured and named by their band (grading.ts).
const CATEGORIES = [
  { name: 'Heart health', about: 'Cholesterol, ApoB and triglycerides', score: 72 },
  { name: 'Metabolism', about: 'Glucose, HbA1c and insulin', score: 88 },
  { name: 'Inflammation', about: 'hs-CRP and white blood cells', score: 64 },
  { name: 'Liver', about: 'ALT, AST, GGT and albumin', score: 91 },
  { name: 'Kidney & electrolytes', about: 'Creatinine, eGFR, sodium and potassium', score: 86 },
  { name: 'Blood & immunity', about: 'Hemoglobin, red cells and platelets', score: 80 },
  { name: 'Iron', about: 'Ferritin, iron and transferrin', score: 47 },
  { name: 'Vitamins & minerals', about: 'Vitamin D, B12, folate and magnesium', score: 76 },
  { name: 'Hormones', about: 'Testosterone, SHBG, DHEA-S and cortisol', score: 58 },
  { name: 'Thyroid', about: 'TSH, free T4 and free T3', score: 93 },
] as const;

const BAND_FILL: Record<ScoreBand, string> = {
  0: css({ fill: 'zone.optimal' }),
  1: css({ fill: 'zone.normal' }),
  2: css({ fill: 'zone.nearNormal' }),
  3: css({ fill: 'zone.out' }),
};
const BAND_DOT: Record<ScoreBand, string> = {
  0: css({ bg: 'zone.optimal' }),
  1: css({ bg: 'zone.normal' }),
  2: css({ bg: 'zone.nearNormal' }),
  3: css({ bg: 'zone.out' }),
};

const CENTER = 100;
const INNER = 26;
const OUTER = 94;

function point(radius: number, angle: number) {
  const radians = ((angle - 90) * Math.PI) / 180;
  return `${(CENTER + radius * Math.cos(radians)).toFixed(2)} ${(CENTER + radius * Math.sin(radians)).toFixed(2)}`;
}

/** One wedge of the wheel between two angles, from the hub out to `radius`. */
function wedge(radius: number, from: number, to: number) {
  return [
    `M ${point(INNER, from)}`,
    `L ${point(radius, from)}`,
    `A ${radius} ${radius} 0 0 1 ${point(radius, to)}`,
    `L ${point(INNER, to)}`,
    `A ${INNER} ${INNER} 0 0 0 ${point(INNER, from)}`,
    'Z',
  ].join(' ');
}

function Wheel() {
  const step = 360 / CATEGORIES.length;
  return (
    <svg
      viewBox="0 0 200 200"
      className={css({ w: 'full', maxW: '96', h: 'auto', mx: 'auto' })}
      aria-hidden="true"
    >
      {CATEGORIES.map((category, index) => {
        const from = index * step + 1;
        const to = (index + 1) * step - 1;
        const radius = INNER + ((OUTER - INNER) * category.score) / 100;
        return (
          <g key={category.name}>
            <path d={wedge(OUTER, from, to)} className={css({ fill: 'bg.muted' })} />
            <path d={wedge(radius, from, to)} className={BAND_FILL[scoreBand(category.score)]} />
          </g>
        );
      })}
      <circle cx={CENTER} cy={CENTER} r={INNER - 4} className={css({ fill: 'bg.canvas' })} />
    </svg>
  );
}

export function HealthspanWheel() {
  return (
    <section
      id="categories"
      aria-labelledby="categories-title"
      className={css({ py: { base: '16', md: '24' }, bg: 'bg.subtle' })}
    >
      <Container
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '2fr 3fr' },
          gap: { base: '10', lg: '16' },
          alignItems: 'center',
        })}
      >
        <div>
          <h2 id="categories-title" className={css({ textStyle: 'h1', mb: '3' })}>
            Ten categories, one picture of your health
          </h2>
          <p className={css({ color: 'fg.muted', fontSize: 'lg', mb: '8' })}>
            Your biomarkers roll up into ten healthspan categories, each scored from 0 to 100, so you can see
            at a glance where you are thriving and where to focus first.
          </p>
          <Wheel />
          <p className={css({ textAlign: 'center', textStyle: 'small', color: 'fg.subtle', mt: '3' })}>
            Example healthspan wheel: the longer the wedge, the higher the score.
          </p>
        </div>
        <ul
          aria-label="Healthspan categories with example scores"
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' },
            gap: '3',
            listStyle: 'none',
          })}
        >
          {CATEGORIES.map((category) => {
            const categoryBand = scoreBand(category.score);
            return (
              <li
                key={category.name}
                className={css({
                  bg: 'bg.canvas',
                  borderRadius: 'md',
                  p: '4',
                  display: 'flex',
                  alignItems: 'center',
                  gap: '3',
                  boxShadow: 'card',
                })}
              >
                <span
                  aria-hidden="true"
                  className={`${css({ w: '3', h: '3', borderRadius: 'full', flexShrink: 0 })} ${BAND_DOT[categoryBand]}`}
                />
                <span className={css({ flex: '1', minW: '0' })}>
                  <span className={css({ display: 'block', fontWeight: '600' })}>{category.name}</span>
                  <span className={css({ display: 'block', textStyle: 'small', color: 'fg.muted' })}>
                    {category.about}
                  </span>
                </span>
                <span className={css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}>
                  <span className={css({ display: 'block', fontWeight: '700' })}>{category.score}</span>
                  <span className={css({ display: 'block', textStyle: 'caption', color: 'fg.muted' })}>
                    {GRADE_LABELS[categoryBand]}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
