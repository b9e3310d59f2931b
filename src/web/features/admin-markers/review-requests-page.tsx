import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/marker/review-requests` (issue 18): being built. */
export function ReviewRequestsPage() {
  return <AdminPage title="Marker review requests">{null}</AdminPage>;
}
