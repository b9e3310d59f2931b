/**
 * Default body of an actor the app must `.provide()`: it rejects, so a forgotten implementation
 * takes the invoke's `onError` path instead of hanging.
 */
export function notProvided<T>(name: string): Promise<T> {
  return Promise.reject(new Error(`${name} is not provided`));
}
