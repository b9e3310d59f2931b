import { AdminPage } from '../../components/admin/admin-layout';
import { Notice } from '../../components/form-panel';

// Issue 19: routed first so the menu entry opens this screen; its slice builds the content.
export function ScriptsPage() {
  return (
    <AdminPage
      title="Utility scripts"
      intro="Maintenance jobs known to the server, each with a dry run, progress and a log."
    >
      <Notice tone="danger">Being built.</Notice>
    </AdminPage>
  );
}
