import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { StatusPanel } from '../../components/layout';
import { useCustomer } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/** An honest stand-in for a screen another part of the product delivers (customer pages). */
export function ComingSoonPage({
  title,
  children,
  home = '/',
  homeLabel = 'Back to the home page',
}: {
  title: string;
  children: React.ReactNode;
  home?: string;
  homeLabel?: string;
}) {
  useDocumentTitle(title);
  return (
    <StatusPanel
      eyebrow="Coming soon"
      title={title}
      actions={
        <Button asChild variant="outline">
          <Link href={home}>{homeLabel}</Link>
        </Button>
      }
    >
      {children}
    </StatusPanel>
  );
}

/** A customer-area page the header links to whose screen arrives with a later issue. */
export function CustomerComingSoonPage({ title }: { title: string }) {
  const home = useCustomer()?.role.homePage || '/';
  return (
    <ComingSoonPage title={title} home={home} homeLabel="Back to your home page">
      <p>
        This part of your account is on its way. Your results and orders are safe in the meantime, and this
        page fills in as soon as it is ready.
      </p>
    </ComingSoonPage>
  );
}
