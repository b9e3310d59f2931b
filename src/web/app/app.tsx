import { ErrorBoundary } from '../components/error-boundary';
import { ErrorPage } from '../features/errors/error-page';
import { AppActorsProvider, type AppActors } from '../lib/app-actors';
import { InspectorLauncher } from './inspector-launcher';
import { AppRoutes } from './routes';
import { Shell } from './shell';

/** The whole SPA: a last-resort error boundary around the shell and its route table. */
export function App({ actors }: { actors: AppActors }) {
  return (
    <ErrorBoundary fallback={<ErrorPage />}>
      <AppActorsProvider actors={actors}>
        <Shell>
          <AppRoutes />
        </Shell>
        <InspectorLauncher />
      </AppActorsProvider>
    </ErrorBoundary>
  );
}
