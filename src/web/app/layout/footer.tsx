import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { Container } from '../../components/layout';
import { Logo } from '../../components/logo';
import type { Configuration } from '../../lib/api';
import { useConfiguration } from '../../lib/configuration';
import { CUSTOMER_ROUTES } from '../../lib/customer';

/** spec 000 §1: the copyright runs from 2009 to the current year. */
export const FIRST_YEAR = 2009;

type FooterLink = { label: string; href: string; external?: boolean };
type FooterGroup = { title: string; links: FooterLink[] };

/** spec 000 §2.2, §4: the account group, for ACTIVE customers only (none in the four states before). */
export const ACCOUNT_GROUP: FooterGroup = {
  title: 'Your account',
  links: [
    { label: 'Dashboard', href: CUSTOMER_ROUTES.dashboard },
    { label: 'Health profile', href: CUSTOMER_ROUTES.settings },
    { label: 'Account', href: CUSTOMER_ROUTES.account },
    { label: 'Orders', href: CUSTOMER_ROUTES.testList },
    { label: 'Purchase history', href: CUSTOMER_ROUTES.purchaseHistory },
    { label: 'Achievements', href: CUSTOMER_ROUTES.achievements },
  ],
};

// spec 000 §2.2 footer group links, plus the outward links of §2.1
function footerGroups(config: Configuration | undefined): FooterGroup[] {
  const external = (label: string, href: string | undefined): FooterLink[] =>
    href ? [{ label, href, external: true }] : [];
  return [
    {
      title: 'Company',
      links: [
        { label: 'About us', href: '/about/' },
        { label: 'Our team', href: '/team/' },
        { label: 'Testimonials', href: '/testimonial/' },
        { label: 'Press', href: '/press-page/' },
        ...external('Careers', config?.careersUrl),
        ...external('Blog', config?.blogUrl),
      ],
    },
    {
      title: 'Product',
      links: [
        { label: 'The science', href: '/science/' },
        { label: 'Take the tour', href: '/tour/' },
        ...external('For professionals', config?.professionalsUrl),
        ...external('Shop', config?.storeUrl),
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Terms of service', href: '/terms-of-service/' },
        { label: 'Privacy policy', href: '/policy-privacy/' },
        { label: 'Research consent', href: '/research-consent/' },
        { label: 'Product consent', href: '/product-consent/' },
        { label: 'Responsible disclosure', href: '/responsible-disclosure-policy/' },
        ...external('Security', config?.securityUrl),
      ],
    },
    {
      title: 'Help',
      links: [
        ...external('Support center', config?.supportUrl),
        ...external('Contact us', config?.contactUrl),
      ],
    },
  ];
}

const link = css({
  color: 'ink.200',
  textDecoration: 'none',
  textStyle: 'small',
  _hover: { color: 'white', textDecoration: 'underline' },
  _focusVisible: {
    outlineWidth: 'thick',
    outlineStyle: 'solid',
    outlineColor: 'teal.100',
    borderRadius: 'sm',
  },
});

/** `account`: the customer is ACTIVE, so the account group shows (spec 000 §4). */
export function Footer({ account = false }: { account?: boolean }) {
  const config = useConfiguration();
  const groups = account ? [ACCOUNT_GROUP, ...footerGroups(config)] : footerGroups(config);
  const year = new Date().getFullYear();
  return (
    <footer
      className={css({ bg: 'bg.inverse', color: 'fg.inverse', pt: { base: '12', banner: '16' }, pb: '8' })}
    >
      <Container>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: {
              base: '1fr 1fr',
              banner: account ? '2fr repeat(5, 1fr)' : '2fr repeat(4, 1fr)',
            },
            gap: '8',
          })}
        >
          <div className={css({ gridColumn: { base: '1 / -1', banner: 'auto' } })}>
            <Logo inverse />
            <p className={css({ mt: '3', color: 'ink.200', textStyle: 'small', maxW: '64' })}>
              Know your InnerAge. Add healthy years to your life.
            </p>
          </div>
          {groups.map((group) => (
            <nav
              key={group.title}
              aria-labelledby={`footer-${group.title.toLowerCase().replace(/\s+/g, '-')}`}
            >
              <h2
                id={`footer-${group.title.toLowerCase().replace(/\s+/g, '-')}`}
                className={css({ textStyle: 'small', fontWeight: '700', color: 'white', mb: '3' })}
              >
                {group.title}
              </h2>
              <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2' })}>
                {group.links.map((item) => (
                  <li key={item.label}>
                    {item.external ? (
                      <a href={item.href} className={link}>
                        {item.label}
                      </a>
                    ) : (
                      <Link href={item.href} className={link}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p
          className={css({
            mt: '12',
            pt: '6',
            borderTopWidth: 'thin',
            borderColor: 'ink.700',
            color: 'ink.300',
            textStyle: 'small',
          })}
        >
          © {FIRST_YEAR}–{year} Healthspan
        </p>
      </Container>
    </footer>
  );
}
