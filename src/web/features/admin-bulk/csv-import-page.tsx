import { AdminPage } from '../../components/admin/admin-layout';
import { Notice } from '../../components/form-panel';

// Issue 19: routed first so the menu entry opens this screen; its slice builds the content.
export function CsvImportPage() {
  return (
    <AdminPage
      title="Customer CSV import"
      intro="Import customers from a CSV file: a dry run names every bad row, then the import runs as a job."
    >
      <Notice tone="danger">Being built.</Notice>
    </AdminPage>
  );
}
