import { ErrorBoundary } from '../components/error-boundary';
import { ErrorPage } from '../features/errors/error-page';
import { AppActorsProvider, type AppActorsSource } from '../lib/app-actors';
import { InspectorLauncher } from './inspector-launcher';
import { AppRoutes } from './routes';
import { Shell } from './shell';

/**
 * The whole SPA: a last-resort error boundary around the shell and its route table. `actors` is
 * null while a page the server drew hydrates; `started` then brings them, `completed` the late ones
 * (lib/app-actors).
 */
export function App(source: AppActorsSource) {
  return (
    <ErrorBoundary fallback={<ErrorPage />}>
      <AppActorsProvider {...source}>
        <Shell>
          <AppRoutes />
        </Shell>
        <InspectorLauncher />
      </AppActorsProvider>
    </ErrorBoundary>
  );
}
