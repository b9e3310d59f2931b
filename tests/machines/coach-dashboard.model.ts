import type { coachDashboardMachine } from '../../machines/coach-dashboard.machine';
import { declareModel } from '../model/declared';

/**
 * The coach area's data, written from spec 001 §3 "Coach state" (profile, users, teams, orders,
 * available plans; the coach's own token by cookie), 001 §7 "Coach" (settings, getUsers, getTeams,
 * availablePlans, tests) and 001 §8 ('Error on loading coach dashboard initial data' and the
 * redirect to /admin/login). A refresh after a change keeps the old data on screen (issue 17).
 */
export const coachDashboardDeclared = declareModel<typeof coachDashboardMachine>({
  states: {
    '': { initial: 'loading' },
    loading: { tags: ['busy'], initial: 'session' },
    // 001 §3: the coach token by cookie, then the settings
    'loading.session': { invoke: { src: 'loadSession' } },
    // 001 §7: users, teams, plans and the company's tests
    'loading.data': { invoke: { src: 'loadData' } },
    ready: { initial: 'idle' },
    'ready.idle': {},
    'ready.refreshing': { tags: ['busy'], invoke: { src: 'loadData' } },
    // 001 §8: the message, then the staff sign-in
    // 001 §8: the message, then /admin/login
    failed: {
      type: 'final',
      entry: [
        'storeLoadFailure',
        { type: 'notify', params: 'Error on loading coach dashboard initial data' },
        'goToLogin',
      ],
    },
  },
  transitions: [
    {
      from: 'loading.session',
      on: 'done loadSession',
      to: 'loading.data',
      actions: ['storeSettings'],
      cite: '001 §3',
    },
    { from: 'loading.session', on: 'error loadSession', to: 'failed', cite: '001 §8' },
    { from: 'loading.data', on: 'done loadData', to: 'ready', actions: ['storeData'], cite: '001 §7' },
    { from: 'loading.data', on: 'error loadData', to: 'failed', cite: '001 §8' },
    { from: 'ready.idle', on: 'data.refresh', to: 'ready.refreshing' },
    // a second change while loading asks again
    { from: 'ready.refreshing', on: 'data.refresh', to: 'ready.refreshing', reenter: true },
    { from: 'ready.refreshing', on: 'done loadData', to: 'ready.idle', actions: ['storeData'] },
    // a failed refresh keeps the data it had and toasts the server's sentence
    {
      from: 'ready.refreshing',
      on: 'error loadData',
      to: 'ready.idle',
      actions: ['storeRefreshFailure', 'notify'],
    },
  ],
});
