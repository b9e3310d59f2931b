import { lazy, Suspense, useEffect } from 'react';
import type { Customer } from '../../../contract/auth';
import { MenuIcon } from '../../components/icons';
import { Button } from '../../components/ui/button';
import type { HeaderLayout } from './header-layout';
import { useDeferredSheet } from './use-deferred-sheet';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

/** The header's navigation below 1100 px (spec 000 §9): a button opening a sheet from the right. */
export function MobileMenu({
  storeUrl,
  layout,
  customer,
}: {
  storeUrl: string | undefined;
  layout: HeaderLayout;
  customer: Customer | undefined;
}) {
  const { open, setOpen, requested, show, warm, trigger, finalFocus } = useDeferredSheet(loadSheet);
  // below the header breakpoint (spec 000 §9: 1100 px, Panda's `lg`) the menu is the navigation: fetch its
  // sheet once the page is idle
  useEffect(() => {
    if (!window.matchMedia?.('(max-width: 1099.98px)').matches) return;
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm);
    else window.setTimeout(warm, 1500);
  }, [warm]);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={show}
      >
        <MenuIcon />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={setOpen}
            finalFocusEl={finalFocus}
            storeUrl={storeUrl}
            layout={layout}
            customer={customer}
          />
        </Suspense>
      ) : null}
    </>
  );
}
