import { useEffect, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import {
  inventoryAddonTags,
  inventorySorts,
  inventoryStatuses,
  type CoachUser,
  type InventoryItem,
  type InventorySort,
  type InventoryStatus,
  type InventorySummary,
} from '../../../contract/coach';
import { formatDate } from '../../../domain/dates';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { toApiError, type ApiError } from '../../lib/api';
import { coachApi } from './coach-api';
import { CoachPage, useCoach } from './coach-layout';
import { AssignDialog, personName, UnassignDialog } from './inventory-dialogs';

const SORT_LABELS: Record<InventorySort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  status: 'Status',
  product: 'Product',
  assignee: 'Assigned to',
};

const ADDON_LABELS: Record<(typeof inventoryAddonTags)[number], string> = {
  innerage: 'InnerAge',
  'advanced-panel': 'advanced panel',
};

const STATUS_NOTES: Record<InventoryStatus, string> = {
  Available: 'in stock, ready to assign',
  Assigned: 'with a member, not yet used',
  Used: 'with results',
};

type Stock =
  | { status: 'loading' }
  | { status: 'ready'; summary: InventorySummary; items: InventoryItem[] }
  | { status: 'error'; error: ApiError };

const card = css({
  bg: 'bg.canvas',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'xl',
  p: { base: '4', md: '5' },
  minW: '0',
});

// a table on wide screens; each row a card on phones, every cell labelled by its column
const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& thead': { display: { base: 'none', md: 'table-header-group' } },
  '& tr': {
    display: { base: 'block', md: 'table-row' },
    bg: 'bg.canvas',
    borderWidth: { base: 'thin', md: '0' },
    borderBottomWidth: 'thin',
    borderColor: 'border.default',
    borderRadius: { base: 'lg', md: '0' },
    mb: { base: '3', md: '0' },
    p: { base: '3', md: '0' },
  },
  '& th, & td': { textAlign: 'left', verticalAlign: 'middle', py: { base: '1', md: '3' }, pr: '3' },
  '& td': {
    display: { base: 'flex', md: 'table-cell' },
    gap: '2',
    flexWrap: 'wrap',
    _before: {
      content: 'attr(data-label)',
      fontWeight: '600',
      minW: '24',
      display: { base: 'inline', md: 'none' },
    },
  },
});
const thumb = css({
  w: '10',
  h: '10',
  objectFit: 'contain',
  borderRadius: 'md',
  bg: 'bg.subtle',
  flexShrink: '0',
});

/** The distinct packages among the items of one status, for the summary's pictures. */
function packagesOf(items: readonly InventoryItem[], status: InventoryStatus) {
  const seen = new Map<number, InventoryItem>();
  for (const item of items)
    if (item.status === status && !seen.has(item.packageId)) seen.set(item.packageId, item);
  return [...seen.values()];
}

function Summary({ summary, items }: { summary: InventorySummary; items: readonly InventoryItem[] }) {
  return (
    <ul
      aria-label="Tests by status"
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        listStyle: 'none',
        p: '0',
        m: '0',
        mb: '6',
      })}
    >
      {inventoryStatuses.map((status) => (
        <li key={status} className={card} data-testid={`summary-${status}`}>
          <p className={css({ fontWeight: '600' })}>{status}</p>
          <p className={css({ textStyle: 'h2' })}>{summary.countByStatus[status]}</p>
          <p className={css({ color: 'fg.muted', textStyle: 'small', mb: '2' })}>{STATUS_NOTES[status]}</p>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {packagesOf(items, status).map((item) => (
              <img key={item.packageId} src={item.image} alt={item.title} className={thumb} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Upgrade({ item, onError }: { item: InventoryItem; onError: (message: string) => void }) {
  const [busy, setBusy] = useState<string>();
  const open = (tag: (typeof inventoryAddonTags)[number]) => {
    setBusy(tag);
    coachApi.upgradeUrl(item.id, tag).then(
      ({ url }) => window.location.assign(url),
      (error: unknown) => {
        setBusy(undefined);
        onError(toApiError(error, 'upgrade').message);
      },
    );
  };
  const addable = inventoryAddonTags.filter((tag) => !item.addons.includes(tag));
  if (!addable.length) return null;
  return (
    <>
      {addable.map((tag) => (
        <Button
          key={tag}
          size="sm"
          variant="ghost"
          disabled={busy !== undefined}
          onClick={() => open(tag)}
          aria-label={`Upgrade ${item.title} (#${item.id}) with ${ADDON_LABELS[tag]}`}
        >
          {busy === tag ? 'Opening the store…' : `Add ${ADDON_LABELS[tag]}`}
        </Button>
      ))}
    </>
  );
}

/**
 * The company's stock of tests (001 §3, §4, §7 Inventory and store): the summary by status, the
 * items with their sort, assign / unassign / upgrade per item, and Buy more tests. Each change
 * reloads the stock and the coach's data (the users' assigned tests).
 */
export function Inventory({
  companyId,
  members,
  refresh,
}: {
  companyId: number;
  members: readonly CoachUser[];
  refresh: () => void;
}) {
  const [sort, setSort] = useState<InventorySort>('newest');
  const [version, setVersion] = useState(0);
  const key = `${sort}/${version}`;
  const [settled, setSettled] = useState<{ key: string; stock: Stock }>();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string }>();
  const [buying, setBuying] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  const stock: Stock = settled?.key === key ? settled.stock : (settled?.stock ?? { status: 'loading' });
  const reloading = settled !== undefined && settled.key !== key;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([coachApi.inventorySummary({ signal }), coachApi.inventory(sort, { signal })]).then(
      ([summary, { items }]) => setSettled({ key, stock: { status: 'ready', summary, items } }),
      (error: unknown) => {
        if (!signal.aborted)
          setSettled({ key, stock: { status: 'error', error: toApiError(error, 'inventory') } });
      },
    );
    return () => controller.abort();
  }, [sort, key]);

  useEffect(() => {
    if (message) notice.current?.focus();
  }, [message]);

  const changed = (text: string) => {
    setMessage({ tone: 'success', text });
    setVersion((n) => n + 1);
    refresh();
  };
  const failed = (text: string) => setMessage({ tone: 'danger', text });

  const buyMore = () => {
    setBuying(true);
    const here = `${window.location.pathname}${window.location.search}`;
    coachApi.multipassUrl(companyId, here).then(
      ({ url }) => window.location.assign(url),
      (error: unknown) => {
        setBuying(false);
        failed(toApiError(error, 'multipass').message);
      },
    );
  };

  const assignable = members.filter((m) => m.status !== 'ARCHIVED');

  return (
    <div aria-busy={stock.status === 'loading' || reloading}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '4',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          mb: '6',
        })}
      >
        <p className={css({ color: 'fg.muted', maxW: 'prose' })}>
          Tests your company bought for its members. Assign one to a member or to someone new; they use it
          from their own orders.
        </p>
        <Button onClick={buyMore} disabled={buying}>
          {buying ? 'Opening the store…' : 'Buy more tests'}
        </Button>
      </div>
      {message ? (
        <div tabIndex={-1} ref={notice}>
          <Notice tone={message.tone}>{message.text}</Notice>
        </div>
      ) : null}
      {stock.status === 'loading' ? (
        <p role="status">Loading your tests…</p>
      ) : stock.status === 'error' ? (
        <div role="alert" className={card}>
          <p className={css({ mb: '3' })}>We could not load your tests: {stock.error.message}</p>
          <Button variant="outline" onClick={() => setVersion((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : stock.items.length === 0 ? (
        <>
          <Summary summary={stock.summary} items={stock.items} />
          <div className={card} data-testid="no-stock">
            <h2 className={css({ textStyle: 'h3', mb: '2' })}>No tests in stock yet</h2>
            <p className={css({ color: 'fg.muted' })}>
              Buy tests for your team in the store; they show here, ready to assign.
            </p>
          </div>
        </>
      ) : (
        <>
          <Summary summary={stock.summary} items={stock.items} />
          <Field.Root className={css({ maxW: 'xs', mb: '4' })}>
            <Field.Label>Sort by</Field.Label>
            <Field.Select value={sort} onChange={(e) => setSort(e.currentTarget.value as InventorySort)}>
              {inventorySorts.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </Field.Select>
          </Field.Root>
          <table className={table}>
            <caption className={css({ srOnly: true })}>Your tests, {SORT_LABELS[sort].toLowerCase()}</caption>
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Status</th>
                <th scope="col">Bought</th>
                <th scope="col">Assigned to</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {stock.items.map((item) => (
                <tr key={item.id} data-testid={`item-${item.id}`}>
                  <td data-label="Test">
                    <span className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
                      <img src={item.image} alt="" className={thumb} />
                      <span>
                        {item.title}
                        {item.addons.length ? (
                          <span className={css({ display: 'block', color: 'fg.muted', textStyle: 'small' })}>
                            with{' '}
                            {item.addons
                              .map((a) => ADDON_LABELS[a as keyof typeof ADDON_LABELS] ?? a)
                              .join(', ')}
                          </span>
                        ) : null}
                      </span>
                    </span>
                  </td>
                  <td data-label="Status">{item.status}</td>
                  <td data-label="Bought">{formatDate(item.purchasedAt)}</td>
                  <td data-label="Assigned to">
                    {item.customer ? (
                      <span>
                        {personName(item.customer)}
                        {item.assignedAt ? (
                          <span className={css({ display: 'block', color: 'fg.muted', textStyle: 'small' })}>
                            since {formatDate(item.assignedAt)}
                          </span>
                        ) : null}
                      </span>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td data-label="Actions">
                    <span className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                      {item.status === 'Available' ? (
                        <AssignDialog item={item} members={assignable} onDone={changed} />
                      ) : null}
                      {item.status === 'Assigned' ? <UnassignDialog item={item} onDone={changed} /> : null}
                      {item.status !== 'Used' ? <Upgrade item={item} onError={failed} /> : '–'}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}

/** Shown instead of the page to a coach without hasOrdersPageAccess (001 §2). */
export function OrdersNotAvailable() {
  return (
    <div className={card} data-testid="orders-not-available">
      <h2 className={css({ textStyle: 'h3', mb: '2' })}>
        Orders & inventory are not available to your account
      </h2>
      <p className={css({ color: 'fg.muted' })}>
        Your company has not given your coach account access to its tests. Ask your company’s Healthspan
        contact if you need it.
      </p>
    </div>
  );
}

/** `/admin/coach/orders-inventory/` (001 §2: only with hasOrdersPageAccess). */
export function OrdersInventoryPage() {
  const { settings, hasOrdersPageAccess, users, refresh } = useCoach();
  return (
    <CoachPage title="Orders & inventory">
      {settings && hasOrdersPageAccess ? (
        <Inventory companyId={settings.company.id} members={users} refresh={refresh} />
      ) : (
        <OrdersNotAvailable />
      )}
    </CoachPage>
  );
}
