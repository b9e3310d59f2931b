import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/demo` (issue 18): being built. */
export function DemoPage() {
  return <AdminPage title="Demo">{null}</AdminPage>;
}
