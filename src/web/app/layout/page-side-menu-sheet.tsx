import { useRef } from 'react';
import { css } from '../../../../styled-system/css';
import { CloseIcon } from '../../components/icons';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import type { SideMenu } from '../../features/marketing/side-menus';
import type { SheetProps } from './mobile-menu-sheet';

/** The side menu's sheet: links to the page's sections; choosing one scrolls to it and focuses it. */
export default function PageSideMenuSheet({
  menu,
  open,
  onOpenChange,
  finalFocusEl,
}: SheetProps & { menu: SideMenu }) {
  const target = useRef<string | null>(null);
  const sectionElement = () => (target.current ? document.getElementById(target.current) : null);

  const goToSection = () => {
    const section = sectionElement();
    const id = target.current;
    target.current = null;
    if (!section || !id) return;
    history.replaceState(history.state, '', `#${id}`);
    section.scrollIntoView({ block: 'start' });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      onExitComplete={goToSection}
      finalFocusEl={() => sectionElement() ?? finalFocusEl()}
      placement="start"
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>{menu.title}</Dialog.Title>
          <Dialog.Description>Jump to a section of this page.</Dialog.Description>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Close section menu">
              <CloseIcon />
            </Button>
          </Dialog.CloseTrigger>
          <nav aria-label={`${menu.title} sections`}>
            <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}>
              {menu.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      target.current = section.id;
                      onOpenChange(false);
                    }}
                    className={css({
                      display: 'block',
                      px: '3',
                      py: '2.5',
                      borderRadius: 'md',
                      color: 'fg.default',
                      textDecoration: 'none',
                      fontWeight: '500',
                      _hover: { bg: 'bg.muted' },
                      _focusVisible: {
                        outlineWidth: 'thick',
                        outlineStyle: 'solid',
                        outlineColor: 'accent.default',
                      },
                    })}
                  >
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
