import { assign, fromPromise, setup } from 'xstate';
import type {
  DietsPostRequest,
  DietsResponse,
  DosageEntry,
  ExercisesPostRequest,
  ExercisesResponse,
  FoodsResponse,
  LifestyleAnswersResponse,
  LifestylePostRequest,
  LifestyleReference,
  MedicationsResponse,
  NutritionBeveragesResponse,
  NutritionFoodsPostRequest,
  NutritionPlan,
  SportInfo,
  SupplementsResponse,
} from '../src/contract/nutrition';
import type { BeveragesPostRequest, Choice } from '../src/contract/onboarding';
import { describeFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** The preference editors of the Nutrition screen (spec 000 §7.6), one dialog each. */
export const NUTRITION_SECTIONS = [
  'diet',
  'foods',
  'drinks',
  'supplements',
  'exercise',
  'lifestyle',
] as const;
export type NutritionSection = (typeof NUTRITION_SECTIONS)[number];

/** What each editor loads when it opens (its GET calls of §7.6). */
export interface SectionData {
  diet: DietsResponse;
  foods: FoodsResponse;
  drinks: NutritionBeveragesResponse;
  supplements: {
    supplements: SupplementsResponse;
    medications: MedicationsResponse;
    tryingToLoseWeight: boolean;
  };
  exercise: { categories: Choice[]; sports: SportInfo[]; exercises: ExercisesResponse };
  lifestyle: { references: LifestyleReference[]; answers: LifestyleAnswersResponse };
}

/** The supplement answers that changed; each is its own call, sent in this order. */
export interface SupplementChanges {
  tryingToLoseWeight?: boolean;
  medications?: number[];
  willingToTake?: boolean;
  nsfOnly?: boolean;
  supplements?: DosageEntry[];
}

/** What each editor saves (its POST/PUT calls of §7.6). */
export interface SectionChanges {
  diet: DietsPostRequest;
  foods: NutritionFoodsPostRequest;
  drinks: BeveragesPostRequest;
  supplements: SupplementChanges;
  exercise: ExercisesPostRequest;
  lifestyle: LifestylePostRequest;
}

type BySection<T extends Record<NutritionSection, unknown>, Key extends string> = {
  [K in NutritionSection]: { section: K } & Record<Key, T[K]>;
}[NutritionSection];

export type LoadedSection = BySection<SectionData, 'data'>;
export type SaveRequest = BySection<SectionChanges, 'changes'>;

export interface NutritionPlanContext {
  plan: NutritionPlan | null;
  section: NutritionSection | null;
  loaded: LoadedSection | null;
  /** The save being sent (the input of `saveSection`). */
  request: SaveRequest | null;
  failure: Failure | undefined;
}

export type NutritionPlanEvent =
  | { type: 'plan.retry' }
  | { type: 'editor.open'; section: NutritionSection }
  | { type: 'editor.save'; request: SaveRequest }
  | { type: 'editor.retry' }
  | { type: 'editor.close' };

const failureOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A save for the editor that is open (a save for another one is refused). */
const isForOpenSection = (context: NutritionPlanContext, event: NutritionPlanEvent) =>
  event.type === 'editor.save' && event.request.section === context.section;

/**
 * The Nutrition screen (spec 000 §2.3, §7.6): `loading` the plan, then `ready` (or `failed` with a
 * retry, `forbidden` for a customer without nutrition). From `ready` one preference editor opens
 * at a time: `editing.loading` its lists and answers, `editing.form`, `editing.saving`. Every save
 * answers the recomputed plan, so a save returns to `ready` with it and the page re-ranks at once;
 * a 400 stays in the form with each message by its field; any other failure keeps what was typed
 * (`editing.failed`, where Save sends again, or the lists load again).
 */
export const nutritionPlanMachine = setup({
  types: {
    context: {} as NutritionPlanContext,
    events: {} as NutritionPlanEvent,
  },
  actors: {
    fetchPlan: fromPromise<NutritionPlan>(() => notProvided('fetchPlan')),
    loadSection: fromPromise<LoadedSection, { section: NutritionSection }>(() => notProvided('loadSection')),
    saveSection: fromPromise<NutritionPlan, SaveRequest>(() => notProvided('saveSection')),
  },
  actions: {
    keepPlan: assign((_, params: { plan: NutritionPlan }) => ({ plan: params.plan, failure: undefined })),
    openSection: assign((_, params: { section: NutritionSection }) => ({
      section: params.section,
      loaded: null,
      request: null,
      failure: undefined,
    })),
    keepSection: assign((_, params: { loaded: LoadedSection }) => ({
      loaded: params.loaded,
      failure: undefined,
    })),
    closeSection: assign({ section: null, loaded: null, request: null, failure: undefined }),
    keepRequest: assign((_, params: { request: SaveRequest }) => ({
      request: params.request,
      failure: undefined,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: describeFailure(params.error) })),
    clearFailure: assign({ failure: undefined }),
  },
  guards: {
    isForbidden: (_, params: { error: unknown }) => describeFailure(params.error).status === 403,
    isInvalid: (_, params: { error: unknown }) => describeFailure(params.error).status === 400,
    isOpenSection: ({ context, event }) => isForOpenSection(context, event),
    // editing.failed: the lists did not load (retry loads them) or the save failed (Save sends again)
    isSectionMissing: ({ context }) => context.loaded === null,
    canSaveAgain: ({ context, event }) => context.loaded !== null && isForOpenSection(context, event),
  },
}).createMachine({
  id: 'nutritionPlan',
  context: { plan: null, section: null, loaded: null, request: null, failure: undefined },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchPlan',
        onDone: {
          target: 'ready',
          actions: { type: 'keepPlan', params: ({ event }) => ({ plan: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isForbidden', params: failureOf },
            target: 'forbidden',
            actions: { type: 'setFailure', params: failureOf },
          },
          { target: 'failed', actions: { type: 'setFailure', params: failureOf } },
        ],
      },
    },
    failed: {
      on: { 'plan.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    forbidden: {},
    ready: {
      on: {
        'editor.open': {
          target: 'editing',
          actions: { type: 'openSection', params: ({ event }) => ({ section: event.section }) },
        },
      },
    },
    editing: {
      tags: ['editing'],
      initial: 'loading',
      on: { 'editor.close': { target: 'ready', actions: 'closeSection' } },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'loadSection',
            // Stryker disable next-line StringLiteral: editing is entered only by editor.open, whose openSection sets the section; 'diet' only satisfies the type
            input: ({ context }) => ({ section: context.section ?? 'diet' }),
            onDone: {
              target: 'form',
              actions: { type: 'keepSection', params: ({ event }) => ({ loaded: event.output }) },
            },
            onError: { target: 'failed', actions: { type: 'setFailure', params: failureOf } },
          },
        },
        form: {
          on: {
            'editor.save': {
              guard: 'isOpenSection',
              target: 'saving',
              actions: { type: 'keepRequest', params: ({ event }) => ({ request: event.request }) },
            },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'saveSection',
            input: ({ context }) => {
              // Stryker disable next-line StringLiteral: never thrown (saving is entered only through keepRequest), so its text is never read
              if (!context.request) throw new Error('saving starts with editor.save');
              return context.request;
            },
            onDone: {
              target: '#nutritionPlan.ready',
              actions: [
                { type: 'keepPlan', params: ({ event }) => ({ plan: event.output }) },
                'closeSection',
              ],
            },
            onError: [
              {
                guard: { type: 'isInvalid', params: failureOf },
                target: 'form',
                actions: { type: 'setFailure', params: failureOf },
              },
              { target: 'failed', actions: { type: 'setFailure', params: failureOf } },
            ],
          },
        },
        failed: {
          on: {
            'editor.retry': { guard: 'isSectionMissing', target: 'loading', actions: 'clearFailure' },
            'editor.save': {
              guard: 'canSaveAgain',
              target: 'saving',
              actions: { type: 'keepRequest', params: ({ event }) => ({ request: event.request }) },
            },
          },
        },
      },
    },
  },
});
