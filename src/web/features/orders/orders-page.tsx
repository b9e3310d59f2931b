import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { PurchaseHistoryResponse, Test } from '../../../contract/orders';
import { formatDate } from '../../../domain/dates';
import { LoadView } from '../../components/layout';
import { useLoad } from '../../lib/use-load';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { CUSTOMER_ROUTES, storeLink } from '../../lib/customer';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ActivationDialog } from './activation-dialogs';
import { DrawGuideSection, needsDrawGuide } from './draw-guide';
import { ordersApi } from './orders-api';
import { ActivatedTestCard, cardGrid, emptyNote, muted, sectionTitle, TestCard } from './order-ui';
import { useTestActivation, type TestActivationRef } from './use-test-activation';

const HEADING_ID = 'orders-heading';

/** `/customer/onboarding/test-list` (spec 000 §2.3, §2.4 "Orders", §4): the activated test, the tests to use. */
export default function OrdersPage() {
  useDocumentTitle('Orders');
  const { state, reload, setData } = useLoad('purchase-history', (signal) =>
    ordersApi.purchaseHistory(signal),
  );
  // after an activation the lists change behind the dialog without a loading flash
  const refresh = () => void ordersApi.purchaseHistory().then(setData, reload);
  const actor = useTestActivation(refresh);
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <h1
          id={HEADING_ID}
          tabIndex={-1}
          className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '2', _focus: { outline: 'none' } })}
        >
          Your tests
        </h1>
        <p className={css({ color: 'fg.muted', mb: '6', maxW: 'prose' })}>
          Choose the test you want to take next. One test is activated at a time: that is the one your next
          blood draw or home kit is for.
        </p>
        <LoadView state={state} reload={reload} label="your tests">
          {(data) => <OrdersView data={data} actor={actor} />}
        </LoadView>
        <ActivationDialog actor={actor} finalFocusEl={() => document.getElementById(HEADING_ID)} />
      </Container>
    </div>
  );
}

function OrdersView({ data, actor }: { data: PurchaseHistoryResponse; actor: TestActivationRef }) {
  const flowOpen = useSelector(actor, (s) => s.hasTag('open'));
  const start = (test: Test) =>
    actor.send({ type: 'activation.start', test, activatedTest: data.activatedTest });
  return (
    <div className={css({ display: 'grid', gap: '8' })}>
      <section aria-labelledby="activated-tests">
        <h2 id="activated-tests" className={sectionTitle}>
          Activated test
        </h2>
        {data.activatedTest ? (
          <div className={css({ display: 'grid', gap: '4', maxW: 'prose' })}>
            <ActivatedTestCard test={data.activatedTest} />
            {needsDrawGuide(data.activatedTest) && !flowOpen ? (
              <DrawGuideSection test={data.activatedTest} />
            ) : null}
          </div>
        ) : (
          <p className={emptyNote}>No test is activated. Choose one of your tests below to take it next.</p>
        )}
      </section>
      <section aria-labelledby="available-tests">
        <h2 id="available-tests" className={sectionTitle}>
          Available tests
        </h2>
        {data.availableTests.length > 0 ? (
          <div className={cardGrid}>
            {data.availableTests.map((test) => (
              <TestCard
                key={test.id}
                test={test}
                actions={
                  <Button
                    size="sm"
                    disabled={flowOpen}
                    onClick={() => start(test)}
                    aria-label={`Use this test: ${test.title}, purchased ${formatDate(test.purchasedAt)}`}
                  >
                    Use this test
                  </Button>
                }
              />
            ))}
          </div>
        ) : (
          <div className={emptyNote}>
            <p className={css({ mb: '2' })}>You have no unused tests.</p>
            <a href={storeLink('/')} className={css({ color: 'accent.fg', fontWeight: '600' })}>
              Order a test
            </a>
          </div>
        )}
      </section>
      <p className={muted}>
        Tests you have taken, gave away and your receipts are in your{' '}
        <Link
          href={CUSTOMER_ROUTES.purchaseHistory}
          className={css({ color: 'accent.fg', fontWeight: '600' })}
        >
          purchase history
        </Link>
        .
      </p>
    </div>
  );
}
