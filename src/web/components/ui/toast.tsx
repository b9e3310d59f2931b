import { Toast, Toaster as ArkToaster } from '@ark-ui/react/toast';
import { createStyleContext } from '../../../../styled-system/jsx/create-style-context';
import { toast as toastRecipe } from '../../../../styled-system/recipes/toast';
import { CloseIcon } from '../icons';
import { toast } from './toaster-store';

const { withProvider, withContext } = createStyleContext(toastRecipe);

export const Root = withProvider(Toast.Root, 'root');
export const Title = withContext(Toast.Title, 'title');
export const Description = withContext(Toast.Description, 'description');
export const ActionTrigger = withContext(Toast.ActionTrigger, 'actionTrigger');
export const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger');

export { toast, TOAST_MS } from './toaster-store';

/** Renders the toasts of `toast`; the shell mounts it (lazily, through DeferredToaster). */
export default function Toaster() {
  return (
    <ArkToaster toaster={toast}>
      {(t) => (
        <Root key={t.id}>
          {t.title ? <Title>{t.title}</Title> : null}
          {t.description ? <Description>{t.description}</Description> : null}
          <CloseTrigger aria-label="Dismiss notification">
            <CloseIcon />
          </CloseTrigger>
        </Root>
      )}
    </ArkToaster>
  );
}
