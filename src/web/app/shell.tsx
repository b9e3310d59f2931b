import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { css } from '../../../styled-system/css';
import { ErrorBoundary } from '../components/error-boundary';
import { DeferredToaster } from '../components/ui/deferred-toaster';
import { ErrorPage } from '../features/errors/error-page';
import { InternationalBanner } from '../features/international-banner/international-banner';
import type { InternationalBannerRef } from '../features/international-banner/use-international-banner';
import { useNavigationHidden } from './hide-navigation';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { ThrowOnFlag } from './throw-on-flag';
import { useScrollToTop } from './use-scroll-to-top';

/** Header, banner, page and footer around the route table (spec 000 §2.2). */
export function Shell({
  bannerActor,
  children,
}: {
  bannerActor: InternationalBannerRef;
  children: ReactNode;
}) {
  const [path] = useLocation();
  const navigationHidden = useNavigationHidden();
  useScrollToTop();
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <a
        href="#main"
        className={css({
          srOnly: true,
          _focus: {
            srOnly: false,
            position: 'fixed',
            top: '2',
            left: '2',
            zIndex: 'toast',
            bg: 'bg.canvas',
            color: 'accent.fg',
            px: '4',
            py: '2',
            borderRadius: 'md',
            boxShadow: 'popup',
          },
        })}
      >
        Skip to content
      </a>
      {navigationHidden ? null : <InternationalBanner actor={bannerActor} />}
      {navigationHidden ? null : <Header />}
      <main id="main" tabIndex={-1} className={css({ flex: '1', _focus: { outline: 'none' } })}>
        {/* keyed by path: leaving a broken page gives the next one a fresh boundary */}
        <ErrorBoundary key={path} fallback={<ErrorPage />}>
          <ThrowOnFlag />
          {children}
        </ErrorBoundary>
      </main>
      {navigationHidden ? null : <Footer />}
      <DeferredToaster />
    </div>
  );
}
