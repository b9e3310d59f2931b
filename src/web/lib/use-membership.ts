import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { MembershipConfiguration } from '../../contract/membership';
import type { RenewalPopup } from '../../contract/membership-tags';
import { platformAccessOf, primarySubscriptionOf } from '../../../machines/membership-banner';
import type { Banner } from '../../domain/membership-banner';
import { useAppActors, type MembershipRef } from './app-actors';

export type MembershipPopup = RenewalPopup | 'appleSubscriptionPopup' | 'googleSubscriptionPopup';
type MembershipSnapshot = ReturnType<MembershipRef['getSnapshot']>;

const POPUPS: readonly MembershipPopup[] = [
  'renewalPopupMonth',
  'renewalPopup2Days',
  'expiredPopup',
  'renewedPopup',
  'appleSubscriptionPopup',
  'googleSubscriptionPopup',
];

/** The popup open now (spec 001 §4 "Renewal popups"), or 'none'. */
export function popupOf(snapshot: MembershipSnapshot): MembershipPopup | 'none' {
  if (!snapshot.hasTag('popup')) return 'none';
  return POPUPS.find((popup) => snapshot.matches({ active: { popup } })) ?? 'none';
}

/** The dates and the manage link the banners and popups show, read from the stored configuration. */
export interface MembershipFacts {
  expiresAt: string | null;
  retentionEndsAt: string | null;
  manageLink: string | null;
  primaryTag: MembershipConfiguration['primaryMembershipTag'];
}

function factsOf(config: MembershipConfiguration | null | undefined): MembershipFacts | undefined {
  if (!config) return undefined;
  const access = platformAccessOf(config);
  return {
    expiresAt: access?.expirationAt ?? null,
    retentionEndsAt: access?.retentionEndsAt ?? null,
    manageLink: primarySubscriptionOf(config)?.linkToManageSubscription ?? null,
    primaryTag: config.primaryMembershipTag,
  };
}

const NO_BANNER: Banner = { kind: 'none' };

/** The membership banner's view API (spec 001 §4 "Banner choice"): none until the actor has started. */
export function useMembershipBanner(): { banner: Banner; facts: MembershipFacts | undefined } {
  const { membership } = useAppActors();
  const banner = useSelector(membership, (s) => s?.context.banner ?? NO_BANNER);
  const config = useSelector(membership, (s) => s?.context.config);
  return { banner, facts: factsOf(config) };
}

/** The renewal popups' view API: which one is open (none until the actor has started), close and renew. */
export function useMembershipPopup() {
  const { membership } = useAppActors();
  const popup = useSelector(membership, (s) => (s ? popupOf(s) : 'none'));
  const config = useSelector(membership, (s) => s?.context.config);
  const canRenew = useSelector(membership, (s) => s?.can({ type: 'popup.renew' }) ?? false);
  const close = useCallback(() => membership?.send({ type: 'popup.close' }), [membership]);
  const renew = useCallback(() => membership?.send({ type: 'popup.renew' }), [membership]);
  return { popup, facts: factsOf(config), canRenew, close, renew };
}
