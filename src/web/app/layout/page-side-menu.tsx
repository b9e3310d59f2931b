import { lazy, Suspense } from 'react';
import { css } from '../../../../styled-system/css';
import { ListIcon } from '../../components/icons';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import type { SideMenu } from '../../features/marketing/side-menus';
import { useDeferredSheet } from './use-deferred-sheet';

const loadSheet = () => import('./page-side-menu-sheet');
const PageSideMenuSheet = lazy(loadSheet);

/**
 * spec 000 §2.4: a page-builder page with a side-menu title (/science/, /about/, /testimonial/,
 * /team/, the legal pages) gets an extra side menu, opened by a button, listing its anchored headings.
 */
export function PageSideMenu({ menu }: { menu: SideMenu }) {
  const { open, setOpen, requested, show, warm, trigger, finalFocus } = useDeferredSheet(loadSheet);
  return (
    <div className={css({ borderTopWidth: 'thin', borderColor: 'border.default', bg: 'bg.canvas' })}>
      <Container className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '1.5' })}>
        <Button
          ref={trigger}
          variant="ghost"
          size="sm"
          className={css({ ml: '-3' })}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={warm}
          onFocus={warm}
          onClick={show}
        >
          <ListIcon /> On this page
        </Button>
        <span className={css({ textStyle: 'small', color: 'fg.muted' })} aria-hidden="true">
          {menu.title}
        </span>
      </Container>
      {requested ? (
        <Suspense fallback={null}>
          <PageSideMenuSheet menu={menu} open={open} onOpenChange={setOpen} finalFocusEl={finalFocus} />
        </Suspense>
      ) : null}
    </div>
  );
}
