import { AdminPage } from '../../components/admin/admin-layout';
import { Notice } from '../../components/form-panel';

// Issue 19: routed first so the menu entry opens this screen; its slice builds the content.
export function CrmPage() {
  return (
    <AdminPage title="CRM management" intro="The CRM integration: syncs and their log.">
      <Notice tone="danger">Being built.</Notice>
    </AdminPage>
  );
}
