import { AdminPage } from '../../components/admin/admin-layout';
import { Notice } from '../../components/form-panel';

// Issue 19: routed first so the menu entry opens this screen; its slice builds the content.
export function PartnersPage() {
  return (
    <AdminPage title="Partners integration" intro="Partner API keys: create, revoke, last used.">
      <Notice tone="danger">Being built.</Notice>
    </AdminPage>
  );
}
