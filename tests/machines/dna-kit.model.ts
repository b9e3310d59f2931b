import type { dnaKitMachine } from '../../machines/dna-kit.machine';
import { declareModel } from '../model/declared';
import { withCallError } from './model-rules';

const setFailure = withCallError('setFailure');

/** The kit the call concerns (000 §7.8: {dnaKitId}). */
const heldKit = (context: { kit: { dnaKitId: string } | null }) => ({ dnaKitId: context.kit?.dnaKitId });

/** The customer's DNA kit, written from spec 000 §3 (DNA kit) and §7.8 (the kit calls). */
export const dnaKitDeclared = declareModel<typeof dnaKitMachine>({
  states: {
    '': { initial: 'loading' },
    // 000 §7.8 currentKitData
    loading: { tags: ['busy'], invoke: { src: 'loadKit' } },
    routing: {},
    loadFailed: {},
    failPopup: { tags: ['popup'] },
    // 000 §7.8 mark-sample-fail-popup-as-viewed {dnaKitId}
    closingPopup: { tags: ['busy'], invoke: { src: 'markPopupViewed', input: heldKit } },
    ready: {},
    // 000 §7.8 registerDnaKit {dnaKitId, serialNumber}, as typed
    registering: {
      tags: ['busy'],
      invoke: {
        src: 'registerKit',
        input: (_context, event) => {
          const { dnaKitId, serialNumber } = event as { dnaKitId?: string; serialNumber?: string };
          return { dnaKitId, serialNumber };
        },
      },
    },
    // 000 §7.8 markSampleAsMailed {dnaKitId}
    markingMailed: { tags: ['busy'], invoke: { src: 'markMailed', input: heldKit } },
  },
  transitions: [
    { from: 'loading', on: 'done loadKit', to: 'routing', actions: ['keepCurrent'], cite: '000 §7.8' },
    { from: 'loading', on: 'error loadKit', to: 'loadFailed', actions: [setFailure] },
    // the lab could not read the sample and the customer has not closed that popup yet
    { from: 'routing', on: 'always', if: 'showsFailPopup', to: 'failPopup', cite: '000 §7.8' },
    { from: 'routing', on: 'always', to: 'ready' },
    { from: 'loadFailed', on: 'kit.reload', to: 'loading' },
    { from: 'failPopup', on: 'popup.close', to: 'closingPopup', cite: '000 §7.8' },
    { from: 'closingPopup', on: 'done markPopupViewed', to: 'ready', actions: ['keepKit'] },
    // the popup closes either way
    { from: 'closingPopup', on: 'error markPopupViewed', to: 'ready', actions: [setFailure] },
    {
      from: 'ready',
      on: 'kit.register',
      if: 'mayRegister',
      to: 'registering',
      actions: ['clearFailure'],
      cite: '000 §7.8',
    },
    {
      from: 'ready',
      on: 'kit.markMailed',
      if: 'mayMarkMailed',
      to: 'markingMailed',
      actions: ['clearFailure'],
      cite: '000 §7.8',
    },
    { from: 'ready', on: 'kit.reload', to: 'loading' },
    { from: 'registering', on: 'done registerKit', to: 'ready', actions: ['keepKit'] },
    { from: 'registering', on: 'error registerKit', to: 'ready', actions: [setFailure] },
    { from: 'markingMailed', on: 'done markMailed', to: 'ready', actions: ['keepKit'] },
    { from: 'markingMailed', on: 'error markMailed', to: 'ready', actions: [setFailure] },
  ],
  guards: {
    showsFailPopup: ({ context }) => context.kit?.showSampleFailPopup === true,
    mayRegister: ({ context }) => context.canRegister,
    mayMarkMailed: ({ context }) => context.kit?.canMarkMailed === true,
  },
});
