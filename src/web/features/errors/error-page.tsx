import { css } from '../../../../styled-system/css';
import { Button } from '../../components/ui/button';
import { StatusPanel } from '../../components/layout';
import { useConfiguration } from '../../lib/configuration';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * spec 000 §2.2 and §8: what an unexpected rendering error shows. Links are plain anchors so
 * following one reloads the app from a clean state.
 */
export function ErrorPage() {
  useDocumentTitle('Something went wrong');
  const supportUrl = useConfiguration()?.supportUrl;
  return (
    <StatusPanel
      title="Oops!"
      actions={
        <>
          <Button asChild>
            <a href="/">Go to the home page</a>
          </Button>
          {supportUrl ? (
            <Button asChild variant="outline">
              <a href={supportUrl}>Contact support</a>
            </Button>
          ) : null}
        </>
      }
    >
      <p>We encountered an unexpected error, please refresh your browser.</p>
      <p className={css({ mt: '2', textStyle: 'small' })}>
        If it keeps happening, our support team will help you.
      </p>
    </StatusPanel>
  );
}
