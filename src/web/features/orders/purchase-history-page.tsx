import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import type { DiyOrderInfo, PurchaseHistoryResponse, Test, TransferredTest } from '../../../contract/orders';
import { formatDate } from '../../../domain/dates';
import { card, LoadView } from '../../components/layout';
import { useLoad } from '../../lib/use-load';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import * as Field from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { ApiError, toApiError } from '../../lib/api';
import { CUSTOMER_ROUTES, storeLink } from '../../lib/customer';
import { useDocumentTitle } from '../../lib/use-document-title';
import { saveBlob } from '../../lib/save-blob';
import { ordersApi } from './orders-api';
import { ActivatedTestCard, cardGrid, emptyNote, muted, sectionTitle, TestCard } from './order-ui';
import { TestPartsSection } from './test-parts-section';

// these dialogs have no close button in the corner (Cancel, Escape and the overlay close them)
const fullWidthTitle = css({ pr: '0' });
const link = css({ color: 'accent.fg', fontWeight: '600' });

/** `/customer/purchase-history` (spec 000 §2.3, §7.4): every test and order, receipts, transfers, DIY plans. */
export default function PurchaseHistoryPage() {
  useDocumentTitle('Purchase history');
  const { state, reload, setData } = useLoad('purchase-history', (signal) =>
    ordersApi.purchaseHistory(signal),
  );
  const refresh = () => void ordersApi.purchaseHistory().then(setData, reload);
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '2' })}>Purchase history</h1>
        <p className={css({ color: 'fg.muted', mb: '6', maxW: 'prose' })}>
          Every test you have bought: the ones waiting to be used, the one activated, the ones you have taken
          and the ones you gave away, each with its receipt.
        </p>
        <LoadView state={state} reload={reload} label="your purchase history">
          {(data) => <HistoryView data={data} onChange={refresh} />}
        </LoadView>
        <div className={css({ mt: '8' })}>
          <TestPartsSection />
        </div>
      </Container>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function HistoryView({ data, onChange }: { data: PurchaseHistoryResponse; onChange: () => void }) {
  const nothing =
    data.availableTests.length === 0 &&
    !data.activatedTest &&
    data.previousTests.length === 0 &&
    data.transferredTests.length === 0 &&
    data.diyOrderInfo.length === 0;
  if (nothing)
    return (
      <div className={emptyNote}>
        <p className={css({ mb: '2' })}>You have not bought any tests yet.</p>
        <a href={storeLink('/')} className={link}>
          Order a test
        </a>
      </div>
    );
  return (
    <div className={css({ display: 'grid', gap: '8' })}>
      <Section id="history-available" title="Available tests">
        {data.availableTests.length > 0 ? (
          <>
            <p className={cx(muted, css({ mb: '3' }))}>
              To take one of these, choose it on your{' '}
              <Link href={CUSTOMER_ROUTES.testList} className={link}>
                Orders
              </Link>{' '}
              page. You can also give a test to someone else.
            </p>
            <div className={cardGrid}>
              {data.availableTests.map((test) => (
                <TestCard
                  key={test.id}
                  test={test}
                  actions={
                    <>
                      <TransferDialog test={test} onTransferred={onChange} />
                      <ReceiptButton orderId={test.orderId} />
                    </>
                  }
                />
              ))}
            </div>
          </>
        ) : (
          <p className={emptyNote}>No unused tests.</p>
        )}
      </Section>
      <Section id="history-activated" title="Activated test">
        {data.activatedTest ? (
          <ActivatedTestCard
            test={data.activatedTest}
            actions={<ReceiptButton orderId={data.activatedTest.orderId} />}
          />
        ) : (
          <p className={emptyNote}>No test is activated.</p>
        )}
      </Section>
      <Section id="history-previous" title="Previous tests">
        {data.previousTests.length > 0 ? (
          <div className={cardGrid}>
            {data.previousTests.map((test) => (
              <PreviousTestCard key={test.id} test={test} />
            ))}
          </div>
        ) : (
          // the purchases only: blood results from other labs or uploads are not tests bought here
          <p className={emptyNote}>
            None of the tests you bought here has been taken yet. All your blood results, wherever they come
            from, are in{' '}
            <Link href={CUSTOMER_ROUTES.bloodwork} className={link}>
              Blood results
            </Link>
            .
          </p>
        )}
      </Section>
      <Section id="history-transferred" title="Tests you gave away">
        {data.transferredTests.length > 0 ? (
          <div className={cardGrid}>
            {data.transferredTests.map((test) => (
              <TransferredTestCard key={test.id} test={test} />
            ))}
          </div>
        ) : (
          <p className={emptyNote}>You have not given any tests away.</p>
        )}
      </Section>
      {data.diyOrderInfo.length > 0 ? (
        <Section id="history-diy" title="Blood result uploads">
          <div className={cardGrid}>
            {data.diyOrderInfo.map((order) => (
              <DiyOrderCard key={order.orderId} order={order} />
            ))}
          </div>
        </Section>
      ) : null}
    </div>
  );
}

function PreviousTestCard({ test }: { test: Test }) {
  return (
    <TestCard test={test} actions={<ReceiptButton orderId={test.orderId} />}>
      {test.activatedAt ? <p className={muted}>Activated {formatDate(test.activatedAt)}</p> : null}
      {test.resultReceived ? (
        <p className={css({ textStyle: 'small' })}>
          Results are in{' '}
          <Link href={CUSTOMER_ROUTES.bloodwork} className={link}>
            My results
          </Link>
          .
        </p>
      ) : null}
    </TestCard>
  );
}

function TransferredTestCard({ test }: { test: TransferredTest }) {
  return (
    <TestCard test={test} actions={<ReceiptButton orderId={test.orderId} />}>
      <p className={css({ textStyle: 'small' })} data-testid="transferred-to">
        {/* an erased recipient leaves no e-mail (docs/decisions/back-office-deletion.md) */}
        Given to <strong>{test.recipientName}</strong>
        {test.recipientEmail ? ` (${test.recipientEmail})` : ''} on {formatDate(test.transferredAt)}
      </p>
    </TestCard>
  );
}

function DiyOrderCard({ order }: { order: DiyOrderInfo }) {
  const left = Math.max(0, order.uploadsAllowed - order.uploadsUsed);
  return (
    <article className={card} aria-labelledby={`diy-${order.orderId}`}>
      <h3 id={`diy-${order.orderId}`} className={css({ textStyle: 'h3' })}>
        {order.title}
      </h3>
      <p className={muted}>Purchased {formatDate(order.purchasedAt)}</p>
      <p className={css({ textStyle: 'small', mt: '2' })}>
        {order.uploadsUsed} of {order.uploadsAllowed} uploads used · {left} left
        {order.includesInnerAge ? ' · includes InnerAge' : ''}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' })}>
        {left > 0 ? (
          <Button asChild size="sm">
            <Link href={CUSTOMER_ROUTES.uploadBloodResult}>Add blood results</Link>
          </Button>
        ) : null}
        <ReceiptButton orderId={order.orderId} />
      </div>
    </article>
  );
}

/** Fetches an order's receipt PDF with the customer's token and saves it. */
function ReceiptButton({ orderId }: { orderId: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await ordersApi.receipt(orderId), `healthspan-receipt-${orderId}.pdf`);
    } catch (error) {
      toast.error({
        title: 'The receipt could not be downloaded',
        description: toApiError(error, 'receipt').message,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={busy}
      onClick={() => void download()}
      aria-label={`Receipt (PDF) of order ${orderId}`}
    >
      Receipt (PDF)
    </Button>
  );
}

type TransferKey = 'firstName' | 'lastName' | 'email';

/** Gives an unused test to someone else (first and last name, e-mail); errors show at their fields. */
function TransferDialog({ test, onTransferred }: { test: Test; onTransferred: () => void }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<TransferKey, string>>({
    firstName: '',
    lastName: '',
    email: '',
  });
  const [errors, setErrors] = useState<Partial<Record<TransferKey | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const { transferredTest } = await ordersApi.transfer({ testId: test.id, ...values });
      toast.success({
        title: 'Test given away',
        description: `We sent ${transferredTest.title} to ${transferredTest.recipientName} (${transferredTest.recipientEmail}).`,
      });
      setOpen(false);
      setValues({ firstName: '', lastName: '', email: '' });
      onTransferred();
    } catch (error) {
      const e = error instanceof ApiError ? error : undefined;
      const at = {
        firstName: e?.issueFor('firstName'),
        lastName: e?.issueFor('lastName'),
        email: e?.issueFor('email'),
      };
      setErrors({
        ...at,
        form: Object.values(at).some(Boolean)
          ? undefined
          : (e?.message ?? 'The test could not be given away'),
      });
    } finally {
      setBusy(false);
    }
  };
  const field = (key: TransferKey, label: string, type = 'text', autoComplete = 'off') => (
    <Field.Text
      label={label}
      error={errors[key]}
      name={key}
      type={type}
      autoComplete={autoComplete}
      value={values[key]}
      onValueChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
    />
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        setOpen(d.open);
        if (!d.open) setErrors({});
      }}
      size="sm"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={`Give to someone: ${test.title}`}>
          Give to someone
        </Button>
      </Dialog.Trigger>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title className={fullWidthTitle}>Give {test.title} to someone</Dialog.Title>
          <Dialog.Description>
            The test moves to their account: we e-mail them how to use it. You can’t take it back afterwards.
          </Dialog.Description>
          <form noValidate onSubmit={(e) => void onSubmit(e)} className={css({ display: 'grid', gap: '3' })}>
            <div
              className={css({
                display: 'grid',
                gap: '3',
                gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
              })}
            >
              {field('firstName', 'First name')}
              {field('lastName', 'Last name')}
            </div>
            {field('email', 'E-mail', 'email')}
            <Dialog.FormFooter error={errors.form} busy={busy}>
              {busy ? 'Sending…' : 'Give the test'}
            </Dialog.FormFooter>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
