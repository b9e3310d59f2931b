import { Link, useSearchParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { DnaResultResponse } from '../../../contract/back-office-dna';
import { formatDate } from '../../../domain/dates';
import { adminUrl, useAdminQuery } from '../../components/admin/admin-data';
import { AdminPage } from '../../components/admin/admin-layout';
import { Facts, link, muted, QueryView, Section } from '../../components/admin/admin-ui';
import { TraitList } from '../../components/dna/trait-list';

/**
 * `/admin/genetics/show-dna-result?id=` (issue 18): a DNA result's report as the customer reads it.
 * The raw genotypes are health data the back office does not list.
 */
export function DnaResultPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminQuery<DnaResultResponse>(valid ? adminUrl('dnaResult', { id }) : undefined);
  return (
    <AdminPage title="DNA result" back={{ href: '/admin/customers/dna', label: 'All DNA results' }}>
      {!valid ? (
        <p className={muted}>Open a result from the DNA results list.</p>
      ) : (
        <QueryView query={query}>
          {(data) => (
            <>
              <Section title="Source">
                <Facts
                  items={[
                    {
                      label: 'Customer',
                      value: (
                        <Link href={`/admin/customers/dna?customerId=${data.customer.id}`} className={link}>
                          {data.customer.email}
                        </Link>
                      ),
                    },
                    {
                      label: 'From',
                      value: data.set.dnaKitId
                        ? `Healthspan kit ${data.set.dnaKitId}`
                        : `${data.set.formatName ?? 'Raw data'} upload`,
                    },
                    { label: 'Ready', value: data.set.completedAt ? formatDate(data.set.completedAt) : '—' },
                    {
                      label: 'SNPs read',
                      value: `${data.report.calledSnps} of the ${data.report.totalSnps} the report uses`,
                    },
                  ]}
                />
              </Section>
              <Section title="Report as the customer sees it">
                <p className={css({ color: 'fg.muted', textStyle: 'small', mb: '4' })}>
                  APOE stays hidden until opened, as it is for the customer.
                </p>
                <TraitList traits={data.report.traits} />
              </Section>
            </>
          )}
        </QueryView>
      )}
    </AdminPage>
  );
}
