import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import { adminPaths, type AdminCustomersResponse, type CompaniesResponse } from '../../../contract/admin';
import { Notice } from '../../components/form-panel';
import { Container, Spinner } from '../../components/layout';
import { StaffHeader } from '../../components/staff-header';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { ApiError, staffFetch } from '../../lib/api';
import { formText } from '../../lib/form';
import { STAFF_PATHS, staffActor, useStaffRoute } from '../../lib/staff-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

type Call<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; message: string };

/** A 403 has already alerted the VPN message (staffFetch); the page says what is missing. */
function failureMessage(error: unknown) {
  if (error instanceof ApiError && error.status === 403)
    return 'This list is not available to your role, or the corporate VPN is off.';
  return error instanceof ApiError ? error.message : 'The list could not be loaded.';
}

/** One staff call, made once the staff session is there and again whenever `url` changes. */
function useStaffCall<T>(url: string): Call<T> {
  const [actor] = useState(() => staffActor('resume'));
  useStaffRoute(actor, { signedInPage: true });
  const signedIn = useSelector(actor, (s) => s.context.session !== undefined);
  // the answer is kept with the url it answers: another url reads as loading until its answer comes
  const [answer, setAnswer] = useState<{ url: string; call: Call<T> }>();
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    staffFetch<T>(url, { signal: controller.signal }).then(
      (data) => setAnswer({ url, call: { status: 'done', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ url, call: { status: 'failed', message: failureMessage(error) } });
      },
    );
    return () => controller.abort();
  }, [url, signedIn]);
  return answer?.url === url ? answer.call : { status: 'loading' };
}

const link = css({ color: 'accent.fg', textDecoration: 'underline' });

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'left',
    px: '3',
    py: '2',
    borderBottomWidth: 'thin',
    borderColor: 'border.default',
  },
  '& th': { fontWeight: 'semibold', color: 'fg.muted', textStyle: 'small' },
});

function DirectoryPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <StaffHeader>
        <Link href={STAFF_PATHS.home} className={link}>
          Admin menu
        </Link>
        <Link href={STAFF_PATHS.logout} className={link}>
          Log Out
        </Link>
      </StaffHeader>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <h1 className={css({ textStyle: 'h1', mb: '1' })}>{title}</h1>
        <p className={css({ color: 'fg.muted', mb: '6' })}>{intro}</p>
        {children}
      </Container>
    </>
  );
}

function CallBody<T>({ call, children }: { call: Call<T>; children: (data: T) => ReactNode }) {
  if (call.status === 'loading') return <Spinner label="Loading the list…" />;
  if (call.status === 'failed') return <Notice tone="danger">{call.message}</Notice>;
  return <>{children(call.data)}</>;
}

/** `/admin/companies` (spec 001 §2): the corporate customers, behind the companies list permission. */
export function CompaniesPage() {
  const call = useStaffCall<CompaniesResponse>(adminPaths.companies);
  return (
    <DirectoryPage title="Companies" intro="Corporate customers whose teams use Healthspan.">
      <CallBody call={call}>
        {({ items }) =>
          items.length === 0 ? (
            <p>No companies yet.</p>
          ) : (
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">Company</th>
                  <th scope="col">Id</th>
                </tr>
              </thead>
              <tbody>
                {items.map((company) => (
                  <tr key={company.id}>
                    <td>{company.name}</td>
                    <td>{company.id}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </CallBody>
    </DirectoryPage>
  );
}

const PAGE_SIZE = 20;
/** The state gets its own column from md up; below, it sits under the name. */
const wide = css({ display: { base: 'none', md: 'table-cell' } });
const narrow = css({ display: { base: 'block', md: 'none' }, textStyle: 'small', color: 'fg.muted' });

/** `/admin/customers` (spec 001 §2): customers by name or e-mail, a page of 20 at a time. */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), ...(q ? { q } : {}) });
  const call = useStaffCall<AdminCustomersResponse>(`${adminPaths.customers}?${query}`);
  const go = (next: { q: string; page: number }) =>
    setParams({ ...(next.q ? { q: next.q } : {}), ...(next.page > 1 ? { page: String(next.page) } : {}) });
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: formText(event.currentTarget, 'q').trim(), page: 1 });
  };

  return (
    <DirectoryPage title="Customers" intro="Find a customer by name or e-mail.">
      <form
        role="search"
        onSubmit={onSearch}
        className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', mb: '6', flexWrap: 'wrap' })}
      >
        <Field.Root className={css({ flex: '1', minW: '56' })}>
          <Field.Label>Name or e-mail</Field.Label>
          <Field.Input key={q} name="q" type="search" defaultValue={q} />
        </Field.Root>
        <Button type="submit">Search</Button>
      </form>
      <CallBody call={call}>
        {({ items, total }) => {
          const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
          return items.length === 0 ? (
            <p>{q ? `No customer matches “${q}”.` : 'No customers yet.'}</p>
          ) : (
            <>
              <p aria-live="polite" className={css({ color: 'fg.muted', mb: '3' })}>
                {total} customer{total === 1 ? '' : 's'} · page {page} of {pages}
              </p>
              <div className={css({ overflowX: 'auto' })}>
                <table className={table}>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">E-mail</th>
                      <th scope="col" className={wide}>
                        State
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((customer) => (
                      <tr key={customer.id}>
                        <td>
                          {customer.firstName} {customer.lastName}
                          <span className={narrow}>{customer.activationState}</span>
                        </td>
                        <td className={css({ wordBreak: 'break-word' })}>{customer.email}</td>
                        <td className={wide}>{customer.activationState}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {pages === 1 ? null : (
                <nav aria-label="Pages" className={css({ display: 'flex', gap: '3', mt: '4' })}>
                  <Button variant="outline" disabled={page <= 1} onClick={() => go({ q, page: page - 1 })}>
                    Previous
                  </Button>
                  <Button
                    variant="outline"
                    disabled={page >= pages}
                    onClick={() => go({ q, page: page + 1 })}
                  >
                    Next
                  </Button>
                </nav>
              )}
            </>
          );
        }}
      </CallBody>
    </DirectoryPage>
  );
}
