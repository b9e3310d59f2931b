import { useCallback, useRef } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { NUTRITION_SECTIONS, type NutritionSection } from '../../../../machines/nutrition-plan.machine';
import type { NutritionPlan } from '../../../contract/nutrition';
import { formatDate } from '../../../domain/dates';
import { Container, Spinner, StatusPanel } from '../../components/layout';
import { BloodResultsNextSteps } from '../../components/no-blood-results';
import { Button } from '../../components/ui/button';
import { CUSTOMER_ROUTES } from '../../lib/customer';
import { useDocumentTitle } from '../../lib/use-document-title';
import { note } from './controls';
import { EDITORS, EditorDialog } from './editor-dialog';
import { MarkerChips, Notices, PlanSections } from './plan-view';
import { useNutritionPlan, useNutritionPlanActor, type NutritionPlanRef } from './use-nutrition-plan';

export const PAGE_TITLE = 'Food recommendations';

/** The buttons that open the preference editors. */
function PreferenceButtons({ onOpen }: { onOpen: (section: NutritionSection, button: HTMLElement) => void }) {
  return (
    <section aria-labelledby="nutrition-preferences" className={css({ display: 'grid', gap: '2' })}>
      <h2 id="nutrition-preferences" className={css({ textStyle: 'small', fontWeight: '700' })}>
        Edit your preferences
      </h2>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {NUTRITION_SECTIONS.map((section) => (
          <Button
            key={section}
            size="sm"
            variant="outline"
            aria-haspopup="dialog"
            onClick={(event) => onOpen(section, event.currentTarget)}
          >
            {EDITORS[section].button}
          </Button>
        ))}
      </div>
    </section>
  );
}

function NoResults() {
  return (
    <section aria-labelledby="nutrition-empty" className={css({ display: 'grid', gap: '3', maxW: 'prose' })}>
      <h2 id="nutrition-empty" className={css({ textStyle: 'h2' })}>
        Your plan starts with your blood results
      </h2>
      <p>
        Every food, supplement and habit here answers one of your own results that is not optimal yet. Once we
        have your first blood results, your personal plan appears on this page.
      </p>
      <BloodResultsNextSteps />
    </section>
  );
}

function AllOptimal() {
  return (
    <section
      aria-labelledby="nutrition-optimal"
      className={css({
        display: 'grid',
        gap: '2',
        bg: 'accent.subtle',
        p: '5',
        borderRadius: 'xl',
        maxW: 'prose',
      })}
    >
      <h2 id="nutrition-optimal" className={css({ textStyle: 'h2' })}>
        Every marker is optimal
      </h2>
      <p>
        All your tested markers are in their optimal zones, so there is nothing to fix. Keep doing what you
        do; your preferences below still shape your plan when your next results arrive.
      </p>
    </section>
  );
}

function PlanHeader({ plan }: { plan: NutritionPlan }) {
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {plan.testedAt ? <p className={note}>Based on your results of {formatDate(plan.testedAt)}</p> : null}
      {plan.markers.length > 0 ? <MarkerChips markers={plan.markers} /> : null}
      <Notices notices={plan.notices} />
    </div>
  );
}

/** spec 000 §2.3 /customer/nutrition, §2.4 Nutrition → Food Recommendations. */
export default function NutritionPage() {
  useDocumentTitle(PAGE_TITLE);
  return <NutritionView actor={useNutritionPlanActor()} />;
}

/** The screen for the plan's actor (the page gives it the real calls; tests give it fakes). */
export function NutritionView({ actor }: { actor: NutritionPlanRef }) {
  const { screen, plan, failure, retry, open } = useNutritionPlan(actor);
  const opener = useRef<HTMLElement | null>(null);
  const onOpen = useCallback(
    (section: NutritionSection, button: HTMLElement) => {
      opener.current = button;
      open(section);
    },
    [open],
  );
  const finalFocusEl = useCallback(() => opener.current, []);

  if (screen === 'forbidden')
    return (
      <StatusPanel
        title="Nutrition is not part of your plan"
        actions={
          <Button asChild variant="outline">
            <Link href={CUSTOMER_ROUTES.dashboard}>Back to your dashboard</Link>
          </Button>
        }
      >
        <p>
          Food, supplement and lifestyle recommendations come with memberships that include blood testing.
        </p>
      </StatusPanel>
    );

  return (
    <div className={css({ bg: 'bg.subtle', flex: '1', py: { base: '6', md: '10' } })}>
      <Container className={css({ display: 'grid', gap: { base: '6', md: '8' } })}>
        <h1 className={css({ textStyle: { base: 'h1', md: 'display' } })}>{PAGE_TITLE}</h1>
        {screen === 'loading' ? <Spinner label="Loading your plan…" /> : null}
        {screen === 'failed' ? (
          <div
            role="alert"
            className={css({ p: '4', bg: 'danger.subtle', color: 'danger.fg', borderRadius: 'lg' })}
          >
            <p className={css({ mb: '2' })}>We could not load your plan: {failure}</p>
            <Button size="sm" variant="outline" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : null}
        {screen === 'plan' && plan ? (
          <>
            <PlanHeader plan={plan} />
            {plan.state === 'no-results' ? <NoResults /> : null}
            {plan.state === 'all-optimal' ? <AllOptimal /> : null}
            <PreferenceButtons onOpen={onOpen} />
            {plan.state === 'plan' ? <PlanSections plan={plan} /> : null}
          </>
        ) : null}
      </Container>
      <EditorDialog actor={actor} finalFocusEl={finalFocusEl} />
    </div>
  );
}
