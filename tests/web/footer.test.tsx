import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../src/web/app/layout/footer';
import { stubApi, testConfiguration } from './support';
import { expectNoAxeViolations } from './axe';

describe('footer', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the copyright from 2009 to the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    render(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2009–2031 Healthspan');
  });

  it('links the footer group pages with readable labels', async () => {
    render(<Footer />);
    await expectNoAxeViolations();
    const expected: [string, string][] = [
      ['About us', '/about/'],
      ['Terms of service', '/terms-of-service/'],
      ['Our team', '/team/'],
      ['Press', '/press-page/'],
      ['Privacy policy', '/policy-privacy/'],
      ['Research consent', '/research-consent/'],
      ['Responsible disclosure', '/responsible-disclosure-policy/'],
      ['Product consent', '/product-consent/'],
      ['Take the tour', '/tour/'],
      ['The science', '/science/'],
      ['Testimonials', '/testimonial/'],
    ];
    for (const [label, href] of expected)
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('links support, contact, careers, professionals, security and blog from the configuration', async () => {
    render(<Footer />);
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(await within(help).findByRole('link', { name: 'Support center' })).toHaveAttribute(
      'href',
      testConfiguration.supportUrl,
    );
    expect(within(help).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      testConfiguration.contactUrl,
    );
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      testConfiguration.careersUrl,
    );
    expect(screen.getByRole('link', { name: 'For professionals' })).toHaveAttribute(
      'href',
      testConfiguration.professionalsUrl,
    );
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      testConfiguration.securityUrl,
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', testConfiguration.blogUrl);
  });

  it('shows the account group only when asked for an ACTIVE customer (spec 000 §2.2, §4)', async () => {
    const { unmount } = render(<Footer />);
    expect(screen.queryByRole('navigation', { name: 'Your account' })).not.toBeInTheDocument();
    unmount();
    render(<Footer account />);
    await expectNoAxeViolations();
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/customer/summary/dashboard',
    );
    expect(within(account).getByRole('link', { name: 'Health profile' })).toHaveAttribute(
      'href',
      '/customer/settings',
    );
  });
});
