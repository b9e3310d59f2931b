import { AdminPage } from '../../components/admin/admin-layout';
import { Notice } from '../../components/form-panel';

// Issue 19: routed first so the menu entry opens this screen; its slice builds the content.
export function BulkActionPage() {
  return (
    <AdminPage
      title="Bulk user actions"
      intro="Choose customers, an action, preview who is affected, then run it as a job."
    >
      <Notice tone="danger">Being built.</Notice>
    </AdminPage>
  );
}
