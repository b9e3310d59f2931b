import { useState } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { Container } from '../../components/layout';
import { useDocumentTitle } from '../../lib/use-document-title';
import { bloodApi } from '../../components/charts/blood-api';
import { useLoad } from '../../lib/use-load';
import type { SortModeValue } from '../../../contract/blood';
import { BLOOD_TABS, BloodTabs, SortModeControl } from '../../components/charts/blood-ui';
import { LoadView } from '../../components/layout';
import { CategoriesView } from './categories-view';
import {
  CategoryLearn,
  CategoryRecommendations,
  CategoryResults,
  MarkerLearn,
  MarkerRecommendations,
} from './info-pages';
import { SearchableMarkerGroups } from './marker-list';
import { MarkerPage } from './marker-page';
import { BLOOD_BASE } from '../../components/charts/blood-paths';
import { NoBloodResults } from '../../components/no-blood-results';
import { PdfDownloadButton, ShareDialog } from './share-dialog';
import { TableView } from './table-view';

function ListView({ mode }: { mode: SortModeValue }) {
  useDocumentTitle('Blood results');
  const markers = useLoad(`list-${mode}`, (s) => bloodApi.markersForView(mode, s));
  return (
    <LoadView state={markers.state} reload={markers.reload} label="your markers">
      {(data) =>
        data.asOf === null ? (
          <NoBloodResults shows="Each marker of your results will be listed here with its status." />
        ) : (
          <SearchableMarkerGroups data={data} />
        )
      }
    </LoadView>
  );
}

function TablePage({ mode }: { mode: SortModeValue }) {
  useDocumentTitle('Blood results table');
  const results = useLoad('results', (s) => bloodApi.results(s));
  const view = useLoad(`table-${mode}`, (s) => bloodApi.markersForView(mode, s));
  return (
    <LoadView state={results.state} reload={results.reload} label="your results">
      {(data) => (
        <LoadView state={view.state} reload={view.reload} label="your markers">
          {(markers) => <TableView results={data} view={markers} onChange={results.setData} />}
        </LoadView>
      )}
    </LoadView>
  );
}

const VIEWS_WITH_SORT = new Set<string>(BLOOD_TABS.map((t) => t.href));

/** `/customer/bloodwork/*`: the list, table and category views and the marker and category pages. */
export default function BloodworkPage() {
  const [location] = useLocation();
  const path = location.replace(/\/$/, '');
  const tab = path === BLOOD_BASE ? `${BLOOD_BASE}/list` : path;
  // spec 000 §3 "biomarker sorting state": one sort mode for the list, table and categories views
  const [mode, setMode] = useState<SortModeValue>(0);
  // issue 23.6: on a phone a marker page starts with its value, not with the page's title, buttons and tabs
  const markerPage = path.startsWith(`${BLOOD_BASE}/marker-results/`);
  const phoneHidden = markerPage ? css({ display: { base: 'none', md: 'flex' } }) : undefined;
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: markerPage ? '3' : '6', md: '10' } })}>
        {markerPage ? (
          <Link
            href={`${BLOOD_BASE}/list`}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1',
              color: 'accent.fg',
              fontWeight: '600',
              mb: { base: '2', md: '4' },
            })}
          >
            <span aria-hidden="true">←</span> All blood results
          </Link>
        ) : null}
        <div
          className={cx(
            css({
              display: 'flex',
              justifyContent: 'space-between',
              gap: '3',
              flexWrap: 'wrap',
              mb: '4',
              alignItems: 'center',
            }),
            markerPage && css({ mb: { base: '2', md: '4' } }),
          )}
        >
          <h1
            className={
              markerPage
                ? css({ srOnly: { base: true, md: false }, textStyle: 'display' })
                : css({ textStyle: { base: 'h1', md: 'display' } })
            }
          >
            Blood results
          </h1>
          <div className={cx(css({ display: 'flex', gap: '2', flexWrap: 'wrap' }), phoneHidden)}>
            <ShareDialog />
            <PdfDownloadButton />
          </div>
        </div>
        <div className={phoneHidden}>
          <BloodTabs current={tab} />
        </div>
        {VIEWS_WITH_SORT.has(tab) ? (
          <div className={css({ mb: '4' })}>
            <SortModeControl value={mode} onChange={(m) => setMode(m as SortModeValue)} />
          </div>
        ) : null}
        <Switch>
          <Route path={BLOOD_BASE}>
            <ListView mode={mode} />
          </Route>
          <Route path={`${BLOOD_BASE}/list`}>
            <ListView mode={mode} />
          </Route>
          <Route path={`${BLOOD_BASE}/table`}>
            <TablePage mode={mode} />
          </Route>
          <Route path={`${BLOOD_BASE}/categories`}>
            <CategoriesView mode={mode} />
          </Route>
          <Route path={`${BLOOD_BASE}/marker-results/:abbr`}>{(p) => <MarkerPage abbr={p.abbr} />}</Route>
          <Route path={`${BLOOD_BASE}/marker-learn/:abbr`}>{(p) => <MarkerLearn abbr={p.abbr} />}</Route>
          <Route path={`${BLOOD_BASE}/marker-recommendations/:abbr?`}>
            {(p) => <MarkerRecommendations abbrs={p.abbr} />}
          </Route>
          <Route path={`${BLOOD_BASE}/category-results/:abbr`}>
            {(p) => <CategoryResults abbr={p.abbr} />}
          </Route>
          <Route path={`${BLOOD_BASE}/category-learn/:id`}>{(p) => <CategoryLearn id={p.id} />}</Route>
          <Route path={`${BLOOD_BASE}/category-recommendations/:abbr?`}>
            {(p) => <CategoryRecommendations abbr={p.abbr} />}
          </Route>
          <Route>
            <p role="alert">This blood results page does not exist.</p>
          </Route>
        </Switch>
      </Container>
    </div>
  );
}
