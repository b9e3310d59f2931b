import { useState, type ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import type {
  NutritionPlan,
  PlanExclusion,
  PlanExercise,
  PlanFood,
  PlanLifestyle,
  PlanMarker,
  PlanSupplement,
} from '../../../contract/nutrition';
import { statusColour } from '../../../domain/marker-status';
import { isOptimizationState } from '../../../domain/zones';
import { fmt } from '../../components/charts/blood-ui';
import { card } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { note } from './controls';

const sectionTitle = css({ textStyle: 'h2', mb: '3' });
const list = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
});
const itemTitle = css({ textStyle: 'h3' });
const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  textStyle: 'caption',
  fontWeight: '600',
  bg: 'accent.subtle',
  color: 'accent.fg',
});
const cautionBox = css({
  bg: 'warning.subtle',
  color: 'warning.fg',
  p: '3',
  borderRadius: 'md',
  textStyle: 'small',
  fontWeight: '500',
});
const disclosure = css({
  textStyle: 'small',
  '& summary': { cursor: 'pointer', color: 'accent.fg', fontWeight: '600', w: 'fit-content' },
  '& summary:focus-visible': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

/** The colour of a marker's state, as the bloodwork screens show it (spec 000 §4). */
function stateColor(state: number): string | undefined {
  return isOptimizationState(state) ? statusColour(state) : undefined;
}

/** "142 mg/dL · Borderline high" (the label is marker-status.ts's, sent by the server). */
export const markerReading = (m: PlanMarker) => `${fmt(m.value)} ${m.unit} · ${m.stateLabel}`;

/** The not-optimal markers the plan answers, as compact chips. */
/** Chips shown before "Show all": a phone screen stays on the plan, not on a wall of chips. */
export const CHIPS_SHOWN = 8;

export function MarkerChips({ markers }: { markers: readonly PlanMarker[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? markers : markers.slice(0, CHIPS_SHOWN);
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
      <ul
        id="plan-marker-chips"
        aria-label="Your results this plan addresses"
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}
      >
        {shown.map((m) => (
          <li
            key={m.abbr}
            data-testid="marker-chip"
            data-abbr={m.abbr}
            className={css({
              display: 'inline-flex',
              gap: '1.5',
              alignItems: 'baseline',
              flexWrap: 'wrap',
              px: '3',
              py: '1',
              borderRadius: 'lg',
              borderWidth: 'thin',
              borderColor: 'border.default',
              bg: 'bg.canvas',
              textStyle: 'small',
            })}
          >
            <span className={css({ fontWeight: '600' })}>{m.name}</span>
            <span style={{ color: stateColor(m.state) }} className={css({ fontWeight: '600' })}>
              {markerReading(m)}
            </span>
          </li>
        ))}
      </ul>
      {markers.length > CHIPS_SHOWN ? (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={all}
          aria-controls="plan-marker-chips"
          onClick={() => setAll((v) => !v)}
        >
          {all ? 'Show fewer results' : `Show all ${markers.length} results`}
        </Button>
      ) : null}
    </div>
  );
}

function Caution({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className={cautionBox}>
      <strong>Caution: </strong>
      {text}
    </p>
  );
}

function Evidence({ text }: { text: string }) {
  return (
    <details className={disclosure}>
      <summary>Evidence</summary>
      <p className={css({ mt: '1', color: 'fg.muted' })}>{text}</p>
    </details>
  );
}

function ItemCard({
  id,
  title,
  meta,
  children,
  testId,
  level = 3,
}: {
  level?: 3 | 4;
  id: string;
  title: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <li data-testid={testId}>
      <article
        aria-labelledby={id}
        className={cx(card, css({ display: 'grid', gap: '2', alignContent: 'start', h: 'full' }))}
      >
        <Heading id={id} className={itemTitle}>
          {title}
        </Heading>
        {meta ? (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
            {meta}
          </div>
        ) : null}
        {children}
      </article>
    </li>
  );
}

function FoodCard({ food }: { food: PlanFood }) {
  return (
    <ItemCard
      id={`food-${food.id}`}
      testId="food-card"
      level={4}
      title={food.name}
      meta={<span className={note}>{food.serving}</span>}
    >
      {food.currentFrequency ? (
        <p className={note}>You eat it: {food.currentFrequency.toLowerCase()}</p>
      ) : null}
      <Caution text={food.caution} />
      <p>{food.why}</p>
      <p className={note}>{food.rankReason}</p>
      <Evidence text={food.evidence} />
    </ItemCard>
  );
}

/** Foods first, one section per marker they help most, in the plan's order (worst first). */
function FoodsSection({ plan }: { plan: NutritionPlan }) {
  const foods = new Map(plan.foods.map((f) => [f.id, f]));
  const markers = new Map(plan.markers.map((m) => [m.abbr, m]));
  const groups = plan.foodsByMarker.filter((g) => g.foodIds.some((id) => foods.has(id)));
  return (
    <section aria-labelledby="nutrition-foods" className={css({ display: 'grid', gap: '5' })}>
      <h2 id="nutrition-foods" className={sectionTitle}>
        Foods for you
      </h2>
      {groups.length === 0 ? <p className={note}>No foods fit your preferences right now.</p> : null}
      {groups.map((group) => {
        const marker = markers.get(group.markerAbbr);
        const heading = marker
          ? `For your ${marker.name} — ${marker.stateLabel}, ${fmt(marker.value)} ${marker.unit}`
          : `For your ${group.markerAbbr}`;
        return (
          <section
            key={group.markerAbbr}
            aria-labelledby={`foods-${group.markerAbbr}`}
            data-testid="food-group"
            data-marker={group.markerAbbr}
          >
            <h3 id={`foods-${group.markerAbbr}`} className={css({ textStyle: 'h3', mb: '2' })}>
              {heading}
            </h3>
            <ul className={list}>
              {group.foodIds.flatMap((id) => {
                const food = foods.get(id);
                return food ? [<FoodCard key={id} food={food} />] : [];
              })}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

function SupplementCard({ supplement }: { supplement: PlanSupplement }) {
  return (
    <ItemCard
      id={`supplement-${supplement.name}`}
      testId="supplement-card"
      title={supplement.title}
      meta={
        <>
          <span className={css({ fontWeight: '600' })}>{supplement.dosage.title}</span>
          {supplement.nsfCertified ? <span className={badge}>NSF Certified</span> : null}
          {supplement.alreadyTaking ? <span className={badge}>You take this</span> : null}
        </>
      }
    >
      <Caution text={supplement.caution} />
      <p>{supplement.why}</p>
      <p className={note}>{supplement.rankReason}</p>
      <Evidence text={supplement.evidence} />
    </ItemCard>
  );
}

function ExerciseCard({ exercise }: { exercise: PlanExercise }) {
  return (
    <ItemCard id={`exercise-${exercise.categoryId}`} testId="exercise-card" title={exercise.name}>
      <p className={note}>{exercise.description}</p>
      <Caution text={exercise.caution} />
      <p>{exercise.why}</p>
      <p className={note}>{exercise.rankReason}</p>
      {exercise.sports.length > 0 ? (
        <ul
          aria-label={`Sports for ${exercise.name}`}
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}
        >
          {exercise.sports.map((sport) => (
            <li
              key={sport.id}
              data-yours={sport.yours || undefined}
              className={css({
                px: '2.5',
                py: '0.5',
                borderRadius: 'full',
                borderWidth: 'thin',
                borderColor: 'border.default',
                textStyle: 'small',
                '&[data-yours]': {
                  bg: 'accent.subtle',
                  borderColor: 'accent.default',
                  color: 'accent.fg',
                  fontWeight: '600',
                },
              })}
            >
              {sport.name}
              {sport.yours ? ' · yours' : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <Evidence text={exercise.evidence} />
    </ItemCard>
  );
}

function LifestyleCard({ action }: { action: PlanLifestyle }) {
  return (
    <ItemCard id={`lifestyle-${action.id}`} testId="lifestyle-card" title={action.title}>
      <Caution text={action.caution} />
      <p>{action.why}</p>
      <p className={note}>{action.description}</p>
      <Evidence text={action.evidence} />
    </ItemCard>
  );
}

function ItemsSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children.length === 0 ? <p className={note}>{empty}</p> : <ul className={list}>{children}</ul>}
    </section>
  );
}

const KIND_WORDS: Readonly<Record<PlanExclusion['kind'], string>> = {
  food: 'Food',
  supplement: 'Supplement',
  exercise: 'Exercise',
  lifestyle: 'Lifestyle',
};

/** What was left out and why: never silent (issue 15), collapsed by default. */
function ExcludedSection({ excluded }: { excluded: readonly PlanExclusion[] }) {
  if (excluded.length === 0) return null;
  return (
    <section aria-label="Left out for you">
      <details
        className={css({ borderWidth: 'thin', borderColor: 'border.default', borderRadius: 'lg', p: '4' })}
      >
        <summary className={css({ cursor: 'pointer', fontWeight: '600', textStyle: 'h3' })}>
          Left out for you ({excluded.length})
        </summary>
        <ul className={css({ display: 'grid', gap: '2', mt: '3' })}>
          {excluded.map((item) => (
            <li key={`${item.kind}-${item.name}`} data-testid="excluded-item">
              <span className={css({ fontWeight: '600' })}>{item.name}</span>{' '}
              <span className={note}>({KIND_WORDS[item.kind]})</span>: {item.reason}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** Plan-wide notes, shown before the recommendations. */
export function Notices({ notices }: { notices: readonly string[] }) {
  if (notices.length === 0) return null;
  return (
    <div
      data-testid="plan-notices"
      className={css({ bg: 'accent.subtle', borderRadius: 'lg', p: '4', display: 'grid', gap: '1' })}
    >
      {notices.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** The plan itself: foods by marker, then supplements, exercise, lifestyle and what was left out. */
export function PlanSections({ plan }: { plan: NutritionPlan }) {
  return (
    <div className={css({ display: 'grid', gap: { base: '8', md: '10' } })}>
      <FoodsSection plan={plan} />
      <ItemsSection
        id="nutrition-supplements"
        title="Supplements"
        empty="No supplements are suggested for you."
      >
        {plan.supplements.map((s) => (
          <SupplementCard key={s.name} supplement={s} />
        ))}
      </ItemsSection>
      <ItemsSection
        id="nutrition-exercise"
        title="Exercise"
        empty="No exercise changes are suggested for you."
      >
        {plan.exercise.map((e) => (
          <ExerciseCard key={e.categoryId} exercise={e} />
        ))}
      </ItemsSection>
      <ItemsSection
        id="nutrition-lifestyle"
        title="Lifestyle"
        empty="No lifestyle changes are suggested for you."
      >
        {plan.lifestyle.map((l) => (
          <LifestyleCard key={l.id} action={l} />
        ))}
      </ItemsSection>
      <ExcludedSection excluded={plan.excluded} />
    </div>
  );
}
