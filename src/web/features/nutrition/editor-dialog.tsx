import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import type { LoadedSection, NutritionSection } from '../../../../machines/nutrition-plan.machine';
import { Spinner } from '../../components/layout';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import {
  DietEditor,
  DrinksEditor,
  ExerciseEditor,
  FoodsEditor,
  LifestyleEditor,
  SupplementsEditor,
  type EditorProps,
} from './editors';
import { useNutritionEditor, type NutritionPlanRef } from './use-nutrition-plan';

/** The button that opens each editor, and the editor's title and purpose. */
export const EDITORS: Readonly<
  Record<NutritionSection, { button: string; title: string; description: string }>
> = {
  diet: {
    button: 'Diet',
    title: 'Your diet',
    description: 'Foods your diet leaves out are never suggested.',
  },
  foods: {
    button: 'Foods',
    title: 'Foods you eat',
    description: 'How often you eat each food, and the ones you never eat.',
  },
  drinks: {
    button: 'Drinks',
    title: 'What you drink',
    description: 'How much of each drink you have on a usual day.',
  },
  supplements: {
    button: 'Supplements',
    title: 'Supplements',
    description: 'Whether you take supplements, which ones, and the medications we check them against.',
  },
  exercise: {
    button: 'Exercise',
    title: 'Your exercise',
    description: 'The sports you do, by kind of exercise.',
  },
  lifestyle: {
    button: 'Lifestyle',
    title: 'Your lifestyle',
    description: 'Sleep, sun, smoking, weight goal and more.',
  },
};

type Common = Omit<EditorProps<NutritionSection>, 'data'>;

function EditorBody({ loaded, ...common }: Common & { loaded: LoadedSection }) {
  switch (loaded.section) {
    case 'diet':
      return <DietEditor {...common} data={loaded.data} />;
    case 'foods':
      return <FoodsEditor {...common} data={loaded.data} />;
    case 'drinks':
      return <DrinksEditor {...common} data={loaded.data} />;
    case 'supplements':
      return <SupplementsEditor {...common} data={loaded.data} />;
    case 'exercise':
      return <ExerciseEditor {...common} data={loaded.data} />;
    case 'lifestyle':
      return <LifestyleEditor {...common} data={loaded.data} />;
  }
}

/**
 * The open preference editor (one Ark dialog: focus trapped, Escape and Cancel close it). It loads
 * its lists when opened; Save sends what changed and closes with the re-ranked plan; on a 400 the
 * messages sit by their fields; on any other failure what was entered stays, with the message.
 */
export function EditorDialog({
  actor,
  finalFocusEl,
}: {
  actor: NutritionPlanRef;
  finalFocusEl: () => HTMLElement | null;
}) {
  const { section, step, loaded, failure, fieldErrors, save, close, retry } = useNutritionEditor(actor);
  const formId = useId();
  const editor = section ? EDITORS[section] : undefined;
  const busy = step === 'saving';
  return (
    <Dialog.Root
      open={section !== null}
      size="lg"
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      finalFocusEl={finalFocusEl}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content data-section={section ?? undefined}>
          {editor ? (
            <>
              <Dialog.Title>{editor.title}</Dialog.Title>
              <Dialog.Description>{editor.description}</Dialog.Description>
              {loaded && loaded.section === section ? (
                <EditorBody
                  key={section}
                  loaded={loaded}
                  formId={formId}
                  fieldErrors={fieldErrors}
                  failure={failure}
                  busy={busy}
                  onSave={save}
                />
              ) : step === 'failed' ? (
                <div
                  role="alert"
                  className={css({ p: '4', bg: 'danger.subtle', color: 'danger.fg', borderRadius: 'lg' })}
                >
                  <p className={css({ mb: '2' })}>We could not load your answers: {failure}</p>
                  <div className={css({ display: 'flex', gap: '2' })}>
                    <Button size="sm" variant="outline" onClick={retry}>
                      Try again
                    </Button>
                    <Button size="sm" variant="ghost" onClick={close}>
                      Cancel
                    </Button>
                  </div>
                </div>
              ) : (
                <Spinner label="Loading your answers…" />
              )}
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
