import { Link, useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import { Button } from '../../components/ui/button';
import { StatusPanel } from '../../components/layout';
import { useConfiguration } from '../../lib/configuration';
import { useDocumentTitle } from '../../lib/use-document-title';

/** spec 000 §2.1: any path the route table does not know. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const supportUrl = useConfiguration()?.supportUrl;
  const [path] = useLocation();
  return (
    <StatusPanel
      eyebrow="Error 404"
      title="We can’t find that page"
      actions={
        <>
          <Button asChild>
            <Link href="/">Back to the home page</Link>
          </Button>
          {supportUrl ? (
            <Button asChild variant="outline">
              <a href={supportUrl}>Visit the support center</a>
            </Button>
          ) : null}
        </>
      }
    >
      <p>
        The address may be mistyped, or the page may have moved. Check the link, start again from the home
        page, or ask our support team.
      </p>
      <p className={css({ mt: '2', textStyle: 'small', color: 'fg.subtle', wordBreak: 'break-all' })}>
        <span className={css({ srOnly: true })}>Address you asked for: </span>
        <code>{path}</code>
      </p>
    </StatusPanel>
  );
}
