import { lazy, Suspense, useEffect } from 'react';
import type { Customer } from '../../../contract/auth';
import { MenuIcon } from '../../components/icons';
import { css, cx } from '../../../../styled-system/css';
import { Button } from '../../components/ui/button';
import { useChatSuggestion } from '../../lib/use-chat-suggestion';
import { suggestionDot } from './header-styles';
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
  const { dot } = useChatSuggestion();
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
        aria-label={dot ? 'Open menu (a suggestion is waiting)' : 'Open menu'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={show}
        className={css({ position: 'relative' })}
      >
        <MenuIcon />
        {dot ? (
          <span
            aria-hidden="true"
            data-testid="menu-suggestion-dot"
            className={cx(suggestionDot, css({ position: 'absolute', top: '2', right: '2' }))}
          />
        ) : null}
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
