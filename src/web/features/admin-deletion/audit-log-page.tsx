import { AdminPage } from '../../components/admin/admin-layout';
import { Notice } from '../../components/form-panel';

// Issue 19: routed first so the menu entry opens this screen; its slice builds the content.
export function AuditLogPage() {
  return (
    <AdminPage
      title="Audit status log"
      intro="Every back-office change: filter by admin, customer, action and date, and export to CSV."
    >
      <Notice tone="danger">Being built.</Notice>
    </AdminPage>
  );
}
