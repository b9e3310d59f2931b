import { ErrorBoundary } from '../components/error-boundary';
import { ErrorPage } from '../features/errors/error-page';
import type { InternationalBannerRef } from '../features/international-banner/use-international-banner';
import { internationalBanner } from './actors';
import { AppRoutes } from './routes';
import { Shell } from './shell';

/** The whole SPA: a last-resort error boundary around the shell and its route table. */
export function App({ bannerActor = internationalBanner }: { bannerActor?: InternationalBannerRef }) {
  return (
    <ErrorBoundary fallback={<ErrorPage />}>
      <Shell bannerActor={bannerActor}>
        <AppRoutes />
      </Shell>
    </ErrorBoundary>
  );
}
