import type { nutritionPlanMachine } from '../../machines/nutrition-plan.machine';
import { declareModel } from '../model/declared';
import { rejectedStatus } from './model-rules';

/** The save names the editor that is open. */
const forOpenEditor = (context: { section: string | null }, event: unknown) =>
  (event as { request?: { section?: string } }).request?.section === context.section;

/**
 * The Nutrition screen, written from spec 000 §2.3 and §7.6 (the plan, one preference editor at a
 * time with its GET calls on opening and its POST/PUT calls on saving) and 000 §6 (customers without
 * nutrition, such as DNA-only ones, do not get it: 403). Issue 15: every save answers the
 * recomputed plan; a 400 keeps the form with its field messages; other failures keep what was typed.
 */
export const nutritionPlanDeclared = declareModel<typeof nutritionPlanMachine>({
  states: {
    '': { initial: 'loading' },
    loading: { tags: ['busy'], invoke: { src: 'fetchPlan' } },
    failed: {},
    forbidden: {},
    ready: {},
    editing: { tags: ['editing'], initial: 'loading' },
    // 000 §7.6: an editor loads its lists and answers when it opens
    'editing.loading': {
      tags: ['busy'],
      invoke: { src: 'loadSection', input: (context) => ({ section: context.section }) },
    },
    'editing.form': {},
    // the save request the form handed over, as it was
    'editing.saving': { tags: ['busy'], invoke: { src: 'saveSection', input: (context) => context.request } },
    'editing.failed': {},
  },
  transitions: [
    { from: 'loading', on: 'done fetchPlan', to: 'ready', actions: ['keepPlan'], cite: '000 §7.6' },
    {
      from: 'loading',
      on: 'error fetchPlan',
      if: 'isForbidden',
      to: 'forbidden',
      actions: ['setFailure'],
      cite: '000 §6',
    },
    { from: 'loading', on: 'error fetchPlan', to: 'failed', actions: ['setFailure'] },
    { from: 'failed', on: 'plan.retry', to: 'loading', actions: ['clearFailure'] },
    { from: 'ready', on: 'editor.open', to: 'editing', actions: ['openSection'], cite: '000 §7.6' },
    { from: 'editing', on: 'editor.close', to: 'ready', actions: ['closeSection'] },
    { from: 'editing.loading', on: 'done loadSection', to: 'editing.form', actions: ['keepSection'] },
    { from: 'editing.loading', on: 'error loadSection', to: 'editing.failed', actions: ['setFailure'] },
    {
      from: 'editing.form',
      on: 'editor.save',
      if: 'isOpenSection',
      to: 'editing.saving',
      actions: ['keepRequest'],
      cite: '000 §7.6',
    },
    // the recomputed plan comes back with the save: the page re-ranks at once
    {
      from: 'editing.saving',
      on: 'done saveSection',
      to: 'ready',
      actions: ['keepPlan', 'closeSection'],
      cite: 'issue 15',
    },
    {
      from: 'editing.saving',
      on: 'error saveSection',
      if: 'isInvalid',
      to: 'editing.form',
      actions: ['setFailure'],
      cite: 'issue 15',
    },
    { from: 'editing.saving', on: 'error saveSection', to: 'editing.failed', actions: ['setFailure'] },
    {
      from: 'editing.failed',
      on: 'editor.retry',
      if: 'isSectionMissing',
      to: 'editing.loading',
      actions: ['clearFailure'],
    },
    {
      from: 'editing.failed',
      on: 'editor.save',
      if: 'canSaveAgain',
      to: 'editing.saving',
      actions: ['keepRequest'],
    },
  ],
  guards: {
    isForbidden: ({ event }) => rejectedStatus(event) === 403,
    isInvalid: ({ event }) => rejectedStatus(event) === 400,
    isOpenSection: ({ context, event }) => forOpenEditor(context, event),
    isSectionMissing: ({ context }) => context.loaded === null,
    canSaveAgain: ({ context, event }) => context.loaded !== null && forOpenEditor(context, event),
  },
});
