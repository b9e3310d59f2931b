import type { Customer } from '../../contract/auth';
import type { AuthRef } from './app-actors';

type AuthSnapshot = ReturnType<AuthRef['getSnapshot']>;

/**
 * Resolves with the customer once the auth actor has a profile, rejects once it is signed out.
 * Used after handing it a token (post-purchase), whose profile load the auth actor runs itself.
 */
export function whenProfileSettles(auth: AuthRef): Promise<Customer> {
  return new Promise((resolve, reject) => {
    let subscription: { unsubscribe: () => void } | undefined;
    let settled = false;
    const settle = (snapshot: AuthSnapshot) => {
      if (settled) return;
      if (snapshot.matches('signedIn') && snapshot.context.customer) {
        settled = true;
        resolve(snapshot.context.customer);
      } else if (snapshot.matches('signedOut')) {
        settled = true;
        reject(new Error('The profile could not be loaded'));
      } else return;
      subscription?.unsubscribe();
    };
    settle(auth.getSnapshot());
    if (!settled) subscription = auth.subscribe({ next: settle, error: reject });
  });
}

/**
 * Asks the auth actor to load the profile again and resolves when that load has ended (rejects
 * when it signed the customer out). Resolves at once when no refresh can start.
 */
export function refreshProfileThrough(auth: AuthRef): Promise<void> {
  if (!auth.getSnapshot().can({ type: 'profile.refresh' })) return Promise.resolve();
  return new Promise((resolve, reject) => {
    let started = false;
    const subscription = auth.subscribe((snapshot) => {
      if (snapshot.matches({ signedIn: 'refreshing' })) {
        started = true;
        return;
      }
      if (!started) return;
      subscription.unsubscribe();
      if (snapshot.matches('signedIn')) resolve();
      else reject(new Error('The profile could not be loaded'));
    });
    auth.send({ type: 'profile.refresh' });
  });
}
