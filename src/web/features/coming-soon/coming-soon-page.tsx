import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { StatusPanel } from '../../components/layout';
import { useDocumentTitle } from '../../lib/use-document-title';

/** An honest stand-in for a screen another part of the product delivers (log in, habit report). */
export function ComingSoonPage({ title, children }: { title: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <StatusPanel
      eyebrow="Coming soon"
      title={title}
      actions={
        <Button asChild variant="outline">
          <Link href="/">Back to the home page</Link>
        </Button>
      }
    >
      {children}
    </StatusPanel>
  );
}

export function CustomerLoginPage() {
  return (
    <ComingSoonPage title="Log in">
      <p>
        Signing in to your Healthspan account opens here with the customer area, which is on its way. Your
        results are safe in the meantime.
      </p>
    </ComingSoonPage>
  );
}

export function HabitReportPage() {
  return (
    <ComingSoonPage title="Weekly Healthspan Habit report">
      <p>
        Your weekly habit report — your Healthspan Habit Score, its history and the habits that help or hurt
        it — will open at this link once the report view is published.
      </p>
    </ComingSoonPage>
  );
}
