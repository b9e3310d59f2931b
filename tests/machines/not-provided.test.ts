import { describe, expect, it } from 'vitest';
import type { AnyActorLogic } from 'xstate';
import { machineCatalogue } from '../../machines/catalogue';

/**
 * A service the app must `.provide()` keeps a default that rejects with its own name
 * (machines/shared/not-provided.ts), so a forgotten implementation takes the invoke's `onError`
 * path, never hangs or passes for a success, and the error says which service is missing.
 */
type PromiseCreator = (args: { input: unknown }) => Promise<unknown>;

// a callback actor (chat's streamReply) reports through its parent instead: chat.test.ts
const callbackServices = new Set(['streamReply']);

const promiseServices = machineCatalogue.flatMap(({ name, machine }) =>
  Object.entries(machine.implementations.actors as Record<string, AnyActorLogic & { config: PromiseCreator }>)
    .filter(([src]) => !callbackServices.has(src))
    .map(([src, logic]) => ({ service: `${name}.${src}`, src, create: logic.config })),
);

describe('services the app must provide', () => {
  it('every machine with a service is listed', () => {
    expect(new Set(promiseServices.map(({ service }) => service.split('.')[0])).size).toBeGreaterThan(20);
  });

  it.each(promiseServices)('$service fails by default, naming itself', async ({ src, create }) => {
    await expect(create({ input: {} })).rejects.toThrow(
      new RegExp(`^${src} is (not provided|provided by the app)$`),
    );
  });
});
