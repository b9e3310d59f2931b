import { AdminPage } from '../../components/admin/admin-layout';
import { Notice } from '../../components/form-panel';

// Issue 19: routed first so the menu entry opens this screen; its slice builds the content.
export function DeletionRequestsPage() {
  return (
    <AdminPage
      title="Customer deletion requests"
      intro="Requests from customers to delete their account: approve or refuse each with a reason."
    >
      <Notice tone="danger">Being built.</Notice>
    </AdminPage>
  );
}
