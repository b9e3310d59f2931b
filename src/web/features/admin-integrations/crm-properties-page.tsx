import { AdminPage } from '../../components/admin/admin-layout';
import { Notice } from '../../components/form-panel';

// Issue 19: routed first so the menu entry opens this screen; its slice builds the content.
export function CrmPropertiesPage() {
  return (
    <AdminPage title="CRM properties" intro="Which product fields map to which CRM contact properties.">
      <Notice tone="danger">Being built.</Notice>
    </AdminPage>
  );
}
