import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { formatDateTime } from '../../../domain/dates';
import { fillPath } from '../../../contract/admin';
import { backOfficeAccess, backOfficePaths } from '../../../contract/back-office';
import {
  partnerPaths,
  type CreatePartnerKeyResponse,
  type PartnerKeyRow,
  type PartnerKeysResponse,
} from '../../../contract/back-office-integrations';
import { adminCall, adminUrl, useAdminQuery, useListParams } from '../../components/admin/admin-data';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import {
  Badge,
  DataTable,
  FormDialog,
  muted,
  Pager,
  QueryView,
  ReasonDialog,
  Section,
} from '../../components/admin/admin-ui';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import * as Field from '../../components/ui/field';

/**
 * `/admin/partners-integration` (issue 19): partner API keys. A new key is shown once (then only its
 * prefix); revoking one asks why and takes effect at the partner's next call.
 */
export function PartnersPage() {
  const list = useListParams([] as const);
  const query = useAdminQuery<PartnerKeysResponse>(adminUrl('partnerKeys', {}, { page: list.page }));
  const admin = useAdmin();
  const canEdit = Boolean(admin?.can(backOfficeAccess.partnersEdit));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatePartnerKeyResponse>();
  const [revoking, setRevoking] = useState<PartnerKeyRow>();
  return (
    <AdminPage
      title="Partners integration"
      intro="API keys that let a partner read a company’s data: the latest results of the members who consented."
      actions={canEdit ? <Button onClick={() => setCreating(true)}>Create key</Button> : null}
    >
      <Section title="Keys">
        <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty="No partner key yet.">
          {(data) => (
            <>
              <DataTable<PartnerKeyRow>
                caption="Partner keys"
                rows={data.items}
                rowKey={(k) => k.id}
                columns={[
                  {
                    key: 'name',
                    header: 'Key',
                    cell: (k) => (
                      <span>
                        {k.name}
                        <code className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                          {k.prefix}…
                        </code>
                      </span>
                    ),
                  },
                  { key: 'company', header: 'Company', cell: (k) => k.companyName },
                  { key: 'scope', header: 'Scope', wide: true, cell: (k) => <code>{k.scope}</code> },
                  {
                    key: 'created',
                    header: 'Created',
                    wide: true,
                    cell: (k) => `${formatDateTime(k.createdAt)} by ${k.createdBy}`,
                  },
                  {
                    key: 'used',
                    header: 'Last used',
                    wide: true,
                    cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'),
                  },
                  {
                    key: 'status',
                    header: 'Status',
                    cell: (k) =>
                      k.revokedAt ? (
                        <span>
                          <Badge tone="neutral">Revoked</Badge>
                          <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                            {formatDateTime(k.revokedAt)}
                            {k.revokedBy ? ` by ${k.revokedBy}` : ''}
                          </span>
                        </span>
                      ) : (
                        <Badge tone="good">Active</Badge>
                      ),
                  },
                  ...(canEdit
                    ? [
                        {
                          key: 'actions',
                          header: 'Actions',
                          cell: (k: PartnerKeyRow) =>
                            k.revokedAt ? null : (
                              <Button
                                size="sm"
                                variant="outline"
                                aria-label={`Revoke ${k.name}`}
                                onClick={() => setRevoking(k)}
                              >
                                Revoke
                              </Button>
                            ),
                        },
                      ]
                    : []),
                ]}
              />
              <Pager
                total={data.total}
                page={data.page}
                pageSize={data.pageSize}
                noun={['key', 'keys']}
                onPage={(page) => list.set({ page })}
              />
            </>
          )}
        </QueryView>
      </Section>
      <Section title="The partner call">
        <p className={muted}>
          A partner calls <code>GET {partnerPaths.results}</code> with{' '}
          <code>Authorization: Bearer &lt;key&gt;</code>: the latest results of the key’s company’s members
          who granted one of its teams permission to see them (docs/partner-api.md).
        </p>
      </Section>
      {query.status === 'done' ? (
        <CreateKeyDialog
          open={creating}
          onOpenChange={setCreating}
          options={query.data}
          onCreated={(made) => {
            setCreated(made);
            query.reload();
          }}
        />
      ) : null}
      <KeyShownOnce created={created} onClose={() => setCreated(undefined)} />
      <ReasonDialog
        open={revoking !== undefined}
        onOpenChange={(open) => (open ? undefined : setRevoking(undefined))}
        title={`Revoke ${revoking?.name ?? 'the key'}?`}
        description="The partner’s next call with this key is refused. This cannot be undone: a new key would have to be created."
        confirmLabel="Revoke key"
        onConfirm={async (reason) => {
          await adminCall('DELETE', fillPath(backOfficePaths.partnerKey, { id: String(revoking!.id) }), {
            reason,
          });
          query.reload();
        }}
      />
    </AdminPage>
  );
}

function CreateKeyDialog({
  open,
  onOpenChange,
  options,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: Pick<PartnerKeysResponse, 'scopes' | 'companies'>;
  onCreated: (made: CreatePartnerKeyResponse) => void;
}) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<string>(options.scopes[0]?.id ?? '');
  const [companyId, setCompanyId] = useState('');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create a partner key"
      submitLabel="Create key"
      busyLabel="Creating…"
      onSubmit={() =>
        adminCall<CreatePartnerKeyResponse>('POST', backOfficePaths.partnerKeys, {
          name,
          scope,
          companyId: companyId ? Number(companyId) : undefined,
        })
      }
      onDone={onCreated}
      onReset={() => {
        setName('');
        setCompanyId('');
      }}
    >
      {(errors) => (
        <>
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>Name (who uses it)</Field.Label>
            <Field.Input name="name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.scope)} required>
            <Field.Label>Scope</Field.Label>
            <Field.Select name="scope" value={scope} onChange={(e) => setScope(e.currentTarget.value)}>
              {options.scopes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.id}: {s.label}
                </option>
              ))}
            </Field.Select>
            <Field.ErrorText>{errors.scope}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.companyId)} required>
            <Field.Label>Company</Field.Label>
            <Field.Select
              name="companyId"
              value={companyId}
              onChange={(e) => setCompanyId(e.currentTarget.value)}
            >
              <option value="">Choose a company</option>
              {options.companies.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </Field.Select>
            <Field.ErrorText>{errors.companyId}</Field.ErrorText>
          </Field.Root>
        </>
      )}
    </FormDialog>
  );
}

/** The new key, once: copy it now, it is never shown again. */
function KeyShownOnce({
  created,
  onClose,
}: {
  created: CreatePartnerKeyResponse | undefined;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!created) return;
    await navigator.clipboard.writeText(created.key).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Dialog.Root
      open={created !== undefined}
      onOpenChange={(d) => {
        if (!d.open) {
          setCopied(false);
          onClose();
        }
      }}
      size="sm"
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>Copy the key now</Dialog.Title>
          <Dialog.Description>
            This is the only time the key of {created?.item.name} is shown: Healthspan keeps only its
            fingerprint. Give it to the partner over a secure channel.
          </Dialog.Description>
          <div className={css({ display: 'grid', gap: '3', mt: '3' })}>
            <Field.Root>
              <Field.Label>Partner key</Field.Label>
              <Field.Input
                name="partner-key"
                readOnly
                value={created?.key ?? ''}
                onFocus={(e) => e.currentTarget.select()}
                className={css({ fontFamily: 'mono' })}
              />
            </Field.Root>
            <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <Button type="button" variant="outline" onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
              {/* a plain button: the dialog's CloseTrigger is styled as the corner close */}
              <Button
                type="button"
                onClick={() => {
                  setCopied(false);
                  onClose();
                }}
              >
                I have stored it
              </Button>
            </div>
            {copied ? <p role="status">The key is on your clipboard.</p> : null}
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
