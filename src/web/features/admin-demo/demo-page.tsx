import { useState } from 'react';
import { Link } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import {
  ACTIVATION_STATE_LABELS,
  adminCustomerViewPath,
  type DemoPersona,
  type DemoResetResponse,
  type DemoResponse,
} from '../../../contract/back-office-insights';
import { adminCall, adminUrl, useAdminQuery, useListParams } from '../../components/admin/admin-data';
import { AdminPage } from '../../components/admin/admin-layout';
import { DataTable, link, muted, QueryView, ReasonDialog, SearchForm } from '../../components/admin/admin-ui';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';

const personaText = css({ fontWeight: '600' });

/** An e-mail that may wrap after its `@` only, never inside a word. */
function Email({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

const matches = (p: DemoPersona, text: string) => {
  const q = text.toLowerCase();
  return [p.email, p.role, p.note, p.activationState ?? ''].some((v) => v.toLowerCase().includes(q));
};

function Demo() {
  const query = useAdminQuery<DemoResponse>(adminUrl('demo'));
  const { values, set } = useListParams(['q'] as const);
  const [resetting, setResetting] = useState<DemoPersona>();
  const [done, setDone] = useState<string>();
  const reset = async (persona: DemoPersona, reason: string) => {
    await adminCall<DemoResetResponse>('POST', adminUrl('demoReset', { persona: persona.persona }), {
      reason,
    });
    setDone(`${persona.email} is back to its fresh start.`);
    query.reload();
  };
  return (
    <>
      <SearchForm label="Persona, role or note" value={values.q} onSearch={(q) => set({ q })} />
      {done ? (
        <div className={css({ mb: '4' })}>
          <Notice tone="success">{done}</Notice>
        </div>
      ) : null}
      <QueryView query={query} label="Loading the personas…" isEmpty={(d) => d.items.length === 0}>
        {(data) => {
          const rows = values.q ? data.items.filter((p) => matches(p, values.q)) : data.items;
          if (rows.length === 0) return <p className={muted}>No persona matches “{values.q}”.</p>;
          return (
            <>
              <p className={css({ mb: '3' })} aria-live="polite">
                {rows.length} of {data.items.length} personas. Every demo password is the one the README
                lists.
              </p>
              <DataTable
                caption="Demo personas"
                rowKey={(p) => p.email}
                rows={rows}
                columns={[
                  {
                    key: 'email',
                    header: 'Persona',
                    cell: (p) =>
                      p.customerId === null ? (
                        <span className={personaText}>
                          <Email email={p.email} />
                        </span>
                      ) : (
                        <Link href={adminCustomerViewPath(p.customerId)} className={cx(personaText, link)}>
                          <Email email={p.email} />
                        </Link>
                      ),
                  },
                  { key: 'role', header: 'Role', cell: (p) => p.role, wide: true },
                  {
                    key: 'state',
                    header: 'Account now',
                    cell: (p) =>
                      p.activationState
                        ? ACTIVATION_STATE_LABELS[p.activationState]
                        : p.role === 'customer'
                          ? 'No account'
                          : '—',
                  },
                  { key: 'note', header: 'What it shows', cell: (p) => p.note, wide: true },
                  {
                    key: 'reset',
                    header: 'Reset',
                    cell: (p) =>
                      p.resettable ? (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Reset ${p.email}`}
                          onClick={() => {
                            setDone(undefined);
                            setResetting(p);
                          }}
                        >
                          Reset
                        </Button>
                      ) : (
                        <span className={muted}>
                          {p.role === 'customer' ? 'Coach demo data: restart to reset' : '—'}
                        </span>
                      ),
                  },
                ]}
              />
            </>
          );
        }}
      </QueryView>
      <ReasonDialog
        open={resetting !== undefined}
        onOpenChange={(open) => {
          if (!open) setResetting(undefined);
        }}
        title={resetting ? `Reset the ${resetting.persona} persona?` : 'Reset the persona?'}
        description="Its account and everything in it are deleted, then made again as a fresh start makes them. Changes made to this persona since are lost."
        confirmLabel="Reset the persona"
        onConfirm={(reason) => (resetting ? reset(resetting, reason) : Promise.resolve())}
      />
    </>
  );
}

/** `/admin/demo` (issue 18): the demo personas and what each shows; a customer persona can be reset. */
export function DemoPage() {
  return (
    <AdminPage title="Demo" intro="The demo personas of this deployment, as the seeders made them.">
      <Demo />
    </AdminPage>
  );
}
