import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { GROUP_TITLES, isNotOptimizedStatus } from '../../../domain/marker-status';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { can } from '../../lib/customer';
import { useCustomer } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ageApi, bloodApi } from '../../components/charts/blood-api';
import { useLoad } from '../../lib/use-load';
import { fmt, RangeBar, StatusLabel } from '../../components/charts/blood-ui';
import { card, LoadView } from '../../components/layout';
import { categoryRecommendationsHref, markerHref } from '../../components/charts/blood-paths';
import { DailyActions } from '../../components/charts/daily-actions';
import { NoBloodResults } from '../../components/no-blood-results';
import { HealthspanWheel } from './healthspan-wheel';
import { formatDate } from '../../../domain/dates';
import type { CategoriesResponse } from '../../../contract/blood';

const h2 = css({ textStyle: 'h3', mb: '4' });

/** `/customer/summary/dashboard`: InnerAge, the healthspan wheel, markers needing attention, today's actions. */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const customer = useCustomer();
  const canAge = customer ? can.seeInnerAge(customer) : false;
  const categories = useLoad('categories', (s) => bloodApi.categories(0, 2, s));
  const markers = useLoad('markers0', (s) => bloodApi.markersForView(0, s));
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '6' })}>
          Welcome back{customer?.firstName ? `, ${customer.firstName}` : ''}
        </h1>
        <div
          className={css({
            display: 'grid',
            gap: '5',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          {canAge ? (
            <AgeCard />
          ) : (
            <section aria-labelledby="dash-age" className={card}>
              <h2 id="dash-age" className={h2}>
                InnerAge
              </h2>
              <p className={css({ mb: '4' })}>
                Your InnerAge comes from nine blood markers. Add blood results to see how old your body acts.
              </p>
              <Button asChild variant="outline" size="sm">
                <Link
                  href={
                    customer && can.seeBloodAnalysis(customer)
                      ? '/customer/blood-analysis'
                      : '/customer/diy/upload-blood-result'
                  }
                >
                  How to add blood results
                </Link>
              </Button>
            </section>
          )}
          <section aria-labelledby="dash-wheel" className={card}>
            <h2 id="dash-wheel" className={h2}>
              Healthspan categories
            </h2>
            <LoadView state={categories.state} reload={categories.reload} label="your categories">
              {(data) =>
                data.asOf === null ? (
                  <NoBloodResults shows="Each category’s score appears here with your first blood results." />
                ) : (
                  <>
                    <HealthspanWheel categories={data.categories} overall={data.overall} />
                    <CategoriesNextStep categories={data.categories} />
                  </>
                )
              }
            </LoadView>
          </section>
          <section aria-labelledby="dash-attention" className={card}>
            <h2 id="dash-attention" className={h2}>
              Markers needing attention
            </h2>
            <LoadView state={markers.state} reload={markers.reload} label="your markers">
              {(data) => {
                const abbrs = data.groups.find((g) => g.key === 'notOptimized')?.abbrs ?? [];
                const byAbbr = new Map(data.markers.map((m) => [m.abbr, m]));
                const list = abbrs.slice(0, 6).flatMap((a) => byAbbr.get(a) ?? []);
                if (data.asOf === null)
                  return <NoBloodResults shows="Markers outside your optimal range will be listed here." />;
                if (list.length === 0)
                  return (
                    <p className={css({ color: 'fg.muted' })}>None: every tested marker is optimized.</p>
                  );
                return (
                  <>
                    {/* the heading's promise in the status words: every marker here is "Not optimized" */}
                    <p className={css({ textStyle: 'small', color: 'fg.muted', mb: '3' })}>
                      {GROUP_TITLES.notOptimized}: each is outside your optimal range.
                    </p>
                    <ul className={css({ display: 'grid', gap: '4', mb: '4' })}>
                      {list.map((m) => (
                        <li key={m.abbr}>
                          <div
                            className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}
                          >
                            <Link href={markerHref(m.abbr)} className={css({ fontWeight: '600' })}>
                              {m.name}
                            </Link>
                            {m.latest ? (
                              <span className={css({ textStyle: 'small', textAlign: 'right' })}>
                                {fmt(m.latest.value)} {m.unit} ·{' '}
                                <StatusLabel state={m.latest.optimizationStateValue} abbr={m.abbr} />
                              </span>
                            ) : null}
                          </div>
                          {m.range ? (
                            <RangeBar
                              range={m.range}
                              value={m.latest?.value ?? null}
                              state={m.latest?.optimizationStateValue ?? null}
                              unit={m.unit}
                            />
                          ) : null}
                        </li>
                      ))}
                    </ul>
                    <Button asChild variant="outline" size="sm">
                      <Link href="/customer/bloodwork/list">
                        All {abbrs.length} markers needing attention
                      </Link>
                    </Button>
                  </>
                );
              }}
            </LoadView>
          </section>
          {canAge ? <ActionsCard /> : null}
        </div>
      </Container>
    </div>
  );
}

/**
 * Issue 23: the next step under the wheel: the category with the most markers needing attention
 * leads to its recommendations; with none, to the results by category.
 */
function CategoriesNextStep({ categories }: { categories: CategoriesResponse['categories'] }) {
  const needing = (c: CategoriesResponse['categories'][number]) =>
    c.markers.filter(
      (m) => m.optimizationStateValue !== null && isNotOptimizedStatus(m.optimizationStateValue),
    ).length;
  const [worst] = [...categories].sort((a, b) => needing(b) - needing(a));
  const count = worst ? needing(worst) : 0;
  return (
    <Button asChild variant="outline" size="sm" className={css({ mt: '4' })}>
      {worst && count > 0 ? (
        <Link href={categoryRecommendationsHref(worst.abbr)}>
          {worst.name}: what to do about {count} {count === 1 ? 'marker' : 'markers'} needing attention
        </Link>
      ) : (
        <Link href="/customer/bloodwork/categories">Your results by category</Link>
      )}
    </Button>
  );
}

function AgeCard() {
  const age = useLoad('age', (s) => ageApi.results(s));
  return (
    <section aria-labelledby="dash-age" className={card}>
      <h2 id="dash-age" className={h2}>
        InnerAge
      </h2>
      <LoadView state={age.state} reload={age.reload} label="your InnerAge">
        {(data) =>
          data.latest?.innerAge != null ? (
            <div>
              <dl className={css({ display: 'flex', gap: '8', mb: '3' })}>
                <div>
                  <dt className={css({ textStyle: 'small', color: 'fg.muted' })}>InnerAge</dt>
                  <dd data-testid="inner-age" className={css({ textStyle: 'display', color: 'accent.fg' })}>
                    {data.latest.innerAge.toFixed(1)}
                  </dd>
                </div>
                <div>
                  <dt className={css({ textStyle: 'small', color: 'fg.muted' })}>
                    Age on {formatDate(data.latest.testedAt)}
                  </dt>
                  <dd data-testid="chronological-age" className={css({ textStyle: 'display' })}>
                    {data.latest.chronologicalAge?.toFixed(1) ?? '–'}
                  </dd>
                </div>
              </dl>
              <p className={css({ mb: '4' })}>
                {data.latest.difference !== null && data.latest.difference <= 0
                  ? `${Math.abs(data.latest.difference).toFixed(1)} years younger than your age.`
                  : `${(data.latest.difference ?? 0).toFixed(1)} years older than your age.`}
              </p>
              <Button asChild variant="outline" size="sm">
                <Link href="/customer/age">See what moves your InnerAge</Link>
              </Button>
            </div>
          ) : (
            <p className={css({ color: 'fg.muted' })}>
              Your InnerAge appears once a blood draw includes the nine markers it needs.
            </p>
          )
        }
      </LoadView>
    </section>
  );
}

function ActionsCard() {
  const actions = useLoad('actions', (s) => ageApi.dailyActions(s));
  return (
    <section aria-labelledby="dash-actions" className={card}>
      <h2 id="dash-actions" className={h2}>
        Today&apos;s actions
      </h2>
      <LoadView state={actions.state} reload={actions.reload} label="today's actions">
        {(data) => <DailyActions data={data} />}
      </LoadView>
    </section>
  );
}
