import { AdminPage } from '../../components/admin/admin-layout';
import { Notice } from '../../components/form-panel';

// Issue 19: routed first so the menu entry opens this screen; its slice builds the content.
export function ExportQueriesPage() {
  return (
    <AdminPage title="Export queries" intro="Saved export definitions, run as jobs to CSV.">
      <Notice tone="danger">Being built.</Notice>
    </AdminPage>
  );
}
