import { AdminPage } from '../../components/admin/admin-layout';
import { Notice } from '../../components/form-panel';

// Issue 19: routed first so the menu entry opens this screen; its slice builds the content.
export function DiscountReportPage() {
  return (
    <AdminPage title="Discount-used report" intro="Discount codes and gift cards used, by date range.">
      <Notice tone="danger">Being built.</Notice>
    </AdminPage>
  );
}
