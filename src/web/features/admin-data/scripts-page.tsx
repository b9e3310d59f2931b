import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { JobStarted, ScriptInfo, ScriptsResponse } from '../../../contract/back-office-data';
import { AdminPage } from '../../components/admin/admin-layout';
import { adminCall, adminUrl, useAdminQuery } from '../../components/admin/admin-data';
import { Badge, muted, QueryView, ReasonDialog, Section } from '../../components/admin/admin-ui';
import { JobSection, useJobParam } from '../../components/admin/job-panel';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';

/**
 * `/admin/utility-scripts/run` (issue 19): the server's fixed maintenance scripts, each with a dry run
 * and a confirmed real run; the started job (kept in the URL as `?job=`) shows its progress and log.
 */
export function ScriptsPage() {
  const scripts = useAdminQuery<ScriptsResponse>(adminUrl('scripts'));
  const { openJob } = useJobParam();
  const [confirming, setConfirming] = useState<ScriptInfo>();
  const [error, setError] = useState<string>();

  const start = async (script: ScriptInfo, dryRun: boolean, reason?: string) => {
    setError(undefined);
    const { jobId: id } = await adminCall<JobStarted>('POST', adminUrl('scriptRuns', { name: script.name }), {
      dryRun,
      ...(reason ? { reason } : {}),
    });
    openJob(id);
  };
  const dryRun = (script: ScriptInfo) =>
    start(script, true).catch((failure: unknown) => setError((failure as Error).message));

  return (
    <AdminPage
      title="Utility scripts"
      intro="Maintenance jobs known to the server, each with a dry run, progress and a log."
    >
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <QueryView query={scripts} label="Loading the scripts…">
        {({ items }) => (
          <ul className={css({ display: 'grid', gap: '0', listStyle: 'none', p: '0', m: '0' })}>
            {items.map((script) => (
              <li key={script.name}>
                <Section
                  title={script.title}
                  id={`script-${script.name}`}
                  actions={
                    <>
                      <Button variant="outline" size="sm" onClick={() => void dryRun(script)}>
                        Dry run
                      </Button>
                      <Button size="sm" onClick={() => setConfirming(script)}>
                        Run…
                      </Button>
                    </>
                  }
                >
                  <p className={css({ mb: '2' })}>{script.description}</p>
                  <p className={muted}>
                    {script.resumable ? (
                      <Badge tone="neutral">Carries on after a restart</Badge>
                    ) : (
                      <Badge tone="neutral">Fails on a restart: run it again</Badge>
                    )}
                  </p>
                </Section>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <JobSection kind="utility-script" title="Script run" />
      <ReasonDialog
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={confirming ? `Run “${confirming.title}”?` : 'Run the script?'}
        description="This changes data for real (a dry run shows what it would change). The run is recorded in the audit."
        confirmLabel="Run the script"
        onConfirm={async (reason) => {
          if (confirming) await start(confirming, false, reason);
        }}
      />
    </AdminPage>
  );
}
