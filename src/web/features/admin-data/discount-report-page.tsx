import { useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { DISCOUNT_KIND_LABELS, type DiscountReportResponse } from '../../../contract/back-office-data';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { AdminPage } from '../../components/admin/admin-layout';
import {
  adminDownload,
  adminUrl,
  fieldErrorsOf,
  useAdminQuery,
  useListParams,
} from '../../components/admin/admin-data';
import { DataTable, Facts, QueryView, Section } from '../../components/admin/admin-ui';
import { money } from '../../components/admin/order-ui';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';

/**
 * `/admin/reports/discount-used-report/` (issue 19): discount codes and gift cards used on orders in
 * a date range (the last 30 days unless chosen; the range lives in the URL), with totals, and CSV.
 */
export function DiscountReportPage() {
  const { values, set } = useListParams(['from', 'to']);
  const report = useAdminQuery<DiscountReportResponse>(
    adminUrl('discountReport', {}, { from: values.from, to: values.to }),
  );
  const [from, setFrom] = useState(values.from);
  const [to, setTo] = useState(values.to);
  const [downloadError, setDownloadError] = useState<string>();
  const errors = report.status === 'failed' ? fieldErrorsOf(report.error) : {};
  const apply = (event: FormEvent) => {
    event.preventDefault();
    set({ from, to });
  };
  const download = () => {
    setDownloadError(undefined);
    const range = report.status === 'done' ? report.data : { from: values.from, to: values.to };
    adminDownload(
      adminUrl('discountReportCsv', {}, { from: range.from, to: range.to }),
      `discounts-used-${range.from}-to-${range.to}.csv`,
    ).catch((failure: unknown) => setDownloadError((failure as Error).message));
  };

  return (
    <AdminPage title="Discount-used report" intro="Discount codes and gift cards used, by date range.">
      <form
        noValidate
        onSubmit={apply}
        aria-label="Date range"
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'flex-end',
          mb: '5',
        })}
      >
        <Field.Root invalid={Boolean(errors.from)} className={css({ w: { base: 'full', sm: '44' } })}>
          <Field.Label>From</Field.Label>
          <Field.Input
            type="date"
            name="from"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <Field.ErrorText>{errors.from}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.to)} className={css({ w: { base: 'full', sm: '44' } })}>
          <Field.Label>To</Field.Label>
          <Field.Input type="date" name="to" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Field.ErrorText>{errors.to}</Field.ErrorText>
        </Field.Root>
        <Button type="submit">Show</Button>
        <Button type="button" variant="outline" onClick={download} disabled={report.status !== 'done'}>
          Download CSV
        </Button>
      </form>
      {downloadError ? <Notice tone="danger">{downloadError}</Notice> : null}
      {report.status === 'failed' && Object.keys(errors).length ? (
        <Notice tone="danger">Check the dates marked above.</Notice>
      ) : (
        <QueryView query={report} label="Computing the report…">
          {(data) => (
            <>
              <Section
                title={`Totals, ${formatDate(data.from)} to ${formatDate(data.to)}`}
                id="discount-totals"
              >
                <Facts
                  items={[
                    { label: 'Uses', value: data.totals.uses },
                    { label: 'Amount', value: money(data.totals.amountCents) },
                  ]}
                />
              </Section>
              <Section title="By code">
                {data.byCode.length === 0 ? (
                  <p>No discount code or gift card was used in this range.</p>
                ) : (
                  <DataTable
                    caption="Uses by code"
                    rows={data.byCode}
                    rowKey={(r) => `${r.kind}:${r.code}`}
                    columns={[
                      { key: 'code', header: 'Code', cell: (r) => r.code },
                      { key: 'kind', header: 'Kind', cell: (r) => DISCOUNT_KIND_LABELS[r.kind] },
                      { key: 'uses', header: 'Uses', cell: (r) => r.uses },
                      { key: 'amount', header: 'Amount', cell: (r) => money(r.amountCents) },
                    ]}
                  />
                )}
              </Section>
              {data.items.length ? (
                <Section title="Each use">
                  <DataTable
                    caption="Each use"
                    rows={data.items}
                    rowKey={(r) => r.id}
                    columns={[
                      { key: 'at', header: 'Used', cell: (r) => formatDateTime(r.usedAt) },
                      { key: 'code', header: 'Code', cell: (r) => r.code },
                      { key: 'kind', header: 'Kind', cell: (r) => DISCOUNT_KIND_LABELS[r.kind], wide: true },
                      { key: 'order', header: 'Order', cell: (r) => `#${r.orderId}` },
                      { key: 'amount', header: 'Amount', cell: (r) => money(r.amountCents) },
                    ]}
                  />
                </Section>
              ) : null}
            </>
          )}
        </QueryView>
      )}
    </AdminPage>
  );
}
