import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { CopyIcon } from '../../components/icons';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster-store';
import { useDocumentTitle } from '../../lib/use-document-title';

export const SECURITY_EMAIL = 'security@healthspan.example';
// spec 000 §1 and §5
export const MINIMUM_REPORTER_AGE = 13;
export const LAST_UPDATED = 'October 12, 2022';

const SECTIONS = [
  { id: 'eligibility', title: 'Who can report' },
  { id: 'scope', title: 'Scope' },
  { id: 'how-to-report', title: 'How to report a vulnerability' },
  { id: 'our-promise', title: 'What you can expect from us' },
  { id: 'rules', title: 'Rules of engagement' },
  { id: 'safe-harbour', title: 'Safe harbour' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={css({ scrollMarginTop: '24', mt: '10' })}>
      <h2 id={`${id}-title`} className={css({ textStyle: 'h2', mb: '3' })}>
        {title}
      </h2>
      <div
        className={css({
          color: 'fg.muted',
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          '& ul': { listStyle: 'disc', pl: '6', display: 'flex', flexDirection: 'column', gap: '1.5' },
          '& strong': { color: 'fg.default' },
        })}
      >
        {children}
      </div>
    </section>
  );
}

async function copyAddress() {
  try {
    await navigator.clipboard.writeText(SECURITY_EMAIL);
    toast.success({ title: 'Address copied', description: `${SECURITY_EMAIL} is on your clipboard.` });
  } catch {
    toast.info({ title: 'Copy not available', description: `Please write to ${SECURITY_EMAIL}.` });
  }
}

/** spec 000 §1 and §2.1: the public responsible-disclosure policy, a static text page. */
export function ResponsibleDisclosurePage() {
  useDocumentTitle('Responsible disclosure policy');
  return (
    <article>
      <div className={css({ bg: 'bg.subtle', py: { base: '12', md: '16' } })}>
        <Container>
          <div className={css({ maxW: 'prose' })}>
            <p className={css({ color: 'accent.fg', fontWeight: '700', textStyle: 'small', mb: '3' })}>
              Security
            </p>
            <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '4' })}>
              Responsible disclosure policy
            </h1>
            <p className={css({ color: 'fg.muted', fontSize: 'lg' })}>
              Keeping our members’ health data safe is central to what we do. If you believe you have found a
              security vulnerability in Healthspan, we want to hear from you and will work with you to fix it.
            </p>
            <p className={css({ mt: '4', textStyle: 'small', color: 'fg.subtle' })}>
              Last updated <time dateTime="2022-10-12">{LAST_UPDATED}</time>
            </p>
          </div>
        </Container>
      </div>
      <Container>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', lg: '14rem 1fr' },
            gap: { base: '0', lg: '12' },
            pb: { base: '16', md: '24' },
          })}
        >
          <nav
            aria-label="On this page"
            className={css({ display: { base: 'none', lg: 'block' }, pt: '10' })}
          >
            <ul
              className={css({
                position: 'sticky',
                top: '24',
                listStyle: 'none',
                display: 'flex',
                flexDirection: 'column',
                gap: '2',
              })}
            >
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className={css({ color: 'fg.muted', textStyle: 'small', _hover: { color: 'accent.fg' } })}
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={css({ maxW: 'prose' })}>
            <Section id="eligibility">
              <p>
                You must be <strong>{MINIMUM_REPORTER_AGE} years of age or older</strong> to take part. If you
                are younger, please ask a parent or guardian to report on your behalf.
              </p>
            </Section>
            <Section id="scope">
              <p>This policy covers systems that Healthspan operates:</p>
              <ul>
                <li>this website and the Healthspan customer area;</li>
                <li>the Healthspan API behind them (paths under /api);</li>
                <li>the coach and admin back office.</li>
              </ul>
              <p>
                Out of scope: services run by other companies that we link to (our online store, support
                center and payment providers — please report to them directly), social engineering of our
                staff or members, physical attacks, denial-of-service or volumetric testing, spam, and reports
                from automated scanners without a demonstrated impact.
              </p>
            </Section>
            <Section id="how-to-report">
              <p>
                E-mail <a href={`mailto:${SECURITY_EMAIL}`}>{SECURITY_EMAIL}</a> with:
              </p>
              <ul>
                <li>a description of the vulnerability and where it is;</li>
                <li>the steps needed to reproduce it, with any proof-of-concept code;</li>
                <li>the impact you believe it has;</li>
                <li>how we can reach you, and whether you would like to be credited.</li>
              </ul>
              <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', mt: '2' })}>
                <Button asChild>
                  <a href={`mailto:${SECURITY_EMAIL}?subject=Security%20report`}>
                    Write to our security team
                  </a>
                </Button>
                <Button variant="outline" onClick={() => void copyAddress()}>
                  <CopyIcon /> Copy address
                </Button>
              </div>
            </Section>
            <Section id="our-promise">
              <ul>
                <li>
                  We will <strong>acknowledge your report within three business days</strong>.
                </li>
                <li>
                  We will confirm whether we can reproduce the issue and keep you informed as we fix it.
                </li>
                <li>We will tell you when it is resolved and, if you wish, credit you for the finding.</li>
              </ul>
            </Section>
            <Section id="rules">
              <ul>
                <li>Only test against accounts you own or have explicit permission to use.</li>
                <li>
                  Never access, change or keep other people’s data. If you reach personal or health
                  information, stop, and tell us in your report.
                </li>
                <li>
                  Do not degrade the service for others, and do not use automated tools that send high volumes
                  of requests.
                </li>
                <li>Give us reasonable time to fix the issue before you share any details publicly.</li>
              </ul>
            </Section>
            <Section id="safe-harbour">
              <p>
                If you make a good-faith effort to follow this policy, we will consider your research
                authorised, we will not pursue or support legal action against you for it, and we will work
                with you to understand and resolve the issue quickly. If a third party takes action against
                you for activity that followed this policy, we will make it known that your work was
                authorised.
              </p>
            </Section>
          </div>
        </div>
      </Container>
    </article>
  );
}
