import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { internationalBannerMachine } from '../../../../machines/international-banner.machine';

export type InternationalBannerRef = ActorRefFrom<typeof internationalBannerMachine>;

/** The banner's view API: whether it shows, and closing it. */
export function useInternationalBanner(actor: InternationalBannerRef) {
  const visible = useSelector(actor, (snapshot) => snapshot.hasTag('visible'));
  const close = useCallback(() => actor.send({ type: 'banner.close' }), [actor]);
  return { visible, close };
}
