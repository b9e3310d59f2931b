import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css, cva } from '../../../../styled-system/css';
import type { Banner } from '../../../domain/membership-banner';
import { formatDate } from '../../../domain/dates';
import { ChatIcon, ExternalIcon } from '../../components/icons';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { bloodApi } from '../../components/charts/blood-api';
import { useLoad } from '../../lib/use-load';
import { can, CUSTOMER_ROUTES, storeLink } from '../../lib/customer';
import { useCustomer } from '../../lib/use-auth';
import { useMembershipBanner, type MembershipFacts } from '../../lib/use-membership';
import { CountdownDial } from './countdown-dial';

const tone = cva({
  base: { borderBottomWidth: 'thin', borderColor: 'border.default' },
  variants: {
    tone: {
      info: { bg: 'accent.subtle' },
      warning: { bg: 'warning.subtle' },
      critical: { bg: 'danger.subtle' },
      neutral: { bg: 'bg.subtle' },
    },
  },
});

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

function ManageLink({ facts, children }: { facts: MembershipFacts | undefined; children: ReactNode }) {
  if (!facts?.manageLink) return null;
  return (
    <Button asChild size="sm" variant="outline" className={css({ bg: 'bg.canvas', flexShrink: 0 })}>
      <a href={facts.manageLink} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalIcon />
        <span className={css({ srOnly: true })}> (opens in a new tab)</span>
      </a>
    </Button>
  );
}

interface Content {
  tone: 'info' | 'warning' | 'critical' | 'neutral';
  lead: ReactNode;
  title: string;
  detail: string;
  action: ReactNode;
}

/** The step toward blood results (as BloodResultsNextSteps words it): activate, upload or order. */
interface NextStep {
  label: string;
  href: string;
}

/**
 * Issue 23: the chat banner suggests asking about results only to a member who has some; to one
 * without, it offers the next step toward them. Undefined while that is not known yet.
 */
function useResultsNextStep(chat: boolean): NextStep | null | undefined {
  const customer = useCustomer();
  const loadsResults = chat && customer !== undefined && can.seeBloodResults(customer);
  const { state } = useLoad(`banner-results-${loadsResults}`, (signal) =>
    loadsResults ? bloodApi.results(signal) : Promise.resolve([]),
  );
  if (!chat || !customer || state.status === 'loading') return undefined;
  // results, or a call that failed: nothing says the member has none
  if (state.status === 'error' || (state.status === 'success' && state.data.length > 0)) return null;
  if (customer.hasUnusedTest) return { label: 'Activate your test', href: CUSTOMER_ROUTES.testList };
  if (can.addBloodResults(customer))
    return { label: 'Upload a lab report', href: CUSTOMER_ROUTES.uploadBloodResult };
  return { label: 'Order a blood test', href: storeLink('/') };
}

const bannerButton = css({ bg: 'bg.canvas', flexShrink: 0 });

function contentOf(
  banner: Exclude<Banner, { kind: 'none' }>,
  facts: MembershipFacts | undefined,
  next: NextStep | null,
): Content {
  switch (banner.kind) {
    case 'expired':
      return {
        tone: 'critical',
        lead: null,
        title: 'Your membership has ended',
        detail: `Your results stay here until ${formatDate(banner.retentionEndsAt)}. Renew before then to keep them and your recommendations.`,
        action: <ManageLink facts={facts}>Renew membership</ManageLink>,
      };
    case 'renewal':
      return {
        tone: 'info',
        lead: null,
        title: `Your membership renews on ${formatDate(banner.renewsAt)}`,
        detail: 'Nothing to do: it renews automatically and your results carry on.',
        action: <ManageLink facts={facts}>Manage membership</ManageLink>,
      };
    case 'countdown':
      return {
        tone: banner.level === 'normal' ? 'info' : banner.level,
        lead: <CountdownDial daysLeft={banner.daysLeft} dial={banner.dial} level={banner.level} />,
        title: `Your membership ends in ${days(banner.daysLeft)}`,
        detail: `It ends on ${formatDate(banner.expiresAt)}. Renew to keep your results, InnerAge and recommendations.`,
        action: <ManageLink facts={facts}>Renew membership</ManageLink>,
      };
    case 'chat':
      if (next)
        return {
          tone: 'neutral',
          lead: <ChatIcon className={css({ flexShrink: 0, color: 'accent.fg', w: '6', h: '6' })} />,
          title: 'No blood results yet',
          detail:
            'Once your results are in, Terra, our health assistant, explains your markers, your InnerAge and what to try next.',
          action: (
            <Button asChild size="sm" variant="outline" className={bannerButton}>
              <Link href={next.href}>{next.label}</Link>
            </Button>
          ),
        };
      return {
        tone: 'neutral',
        lead: <ChatIcon className={css({ flexShrink: 0, color: 'accent.fg', w: '6', h: '6' })} />,
        title: 'Questions about your results? Ask Terra',
        detail: 'Our health assistant explains your markers, your InnerAge and what to try next.',
        action: (
          <Button asChild size="sm" variant="outline" className={bannerButton}>
            <Link href={CUSTOMER_ROUTES.askTerra}>Ask Terra</Link>
          </Button>
        ),
      };
  }
}

/** The membership or chat-assistant banner (spec 001 §4 "Banner choice"); the shell places it. */
export function MembershipBanner() {
  const { banner, facts } = useMembershipBanner();
  const next = useResultsNextStep(banner.kind === 'chat');
  if (banner.kind === 'none' || (next === undefined && banner.kind === 'chat')) return null;
  const content = contentOf(banner, facts, next ?? null);
  return (
    <section
      aria-label={banner.kind === 'chat' ? 'Chat assistant' : 'Membership'}
      data-testid="membership-banner"
      data-kind={banner.kind}
      data-level={banner.kind === 'countdown' ? banner.level : undefined}
      className={tone({ tone: content.tone })}
    >
      <Container
        className={css({
          display: 'flex',
          // spec 000 §9, 001 §9: the banner's own breakpoint is 798 px. Issue 23.6: compact on
          // phones, the action beside the text when it fits, the detail in two lines at most.
          flexWrap: { base: 'wrap', banner: 'nowrap' },
          alignItems: 'center',
          gap: { base: '2', banner: '4' },
          py: { base: '2', banner: '3' },
        })}
      >
        <div
          className={css({ display: 'flex', alignItems: 'center', gap: '3', flex: '1 1 14rem', minW: '0' })}
        >
          {content.lead}
          <div className={css({ minW: '0' })}>
            <p className={css({ fontWeight: '700' })} data-testid="membership-banner-title">
              {content.title}
            </p>
            <p
              className={css({
                textStyle: 'small',
                color: 'fg.muted',
                lineClamp: { base: '2', banner: 'unset' },
              })}
            >
              {content.detail}
            </p>
          </div>
        </div>
        {content.action}
      </Container>
    </section>
  );
}
