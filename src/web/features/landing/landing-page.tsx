import { css } from '../../../../styled-system/css';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { useConfiguration } from '../../lib/configuration';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HealthspanWheel } from './healthspan-wheel';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { ProductsSection } from './products-section';

function ClosingCall({ storeUrl }: { storeUrl: string | undefined }) {
  return (
    <section
      aria-labelledby="closing-title"
      className={css({ bg: 'bg.inverse', color: 'fg.inverse', py: '16' })}
    >
      <Container
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          alignItems: { base: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: '6',
        })}
      >
        <div>
          <h2 id="closing-title" className={css({ textStyle: 'h1', mb: '2' })}>
            Ready to meet your InnerAge?
          </h2>
          <p className={css({ color: 'ink.200' })}>One blood test is all it takes to start.</p>
        </div>
        {storeUrl ? (
          <Button asChild size="lg" variant="inverse">
            <a href={storeUrl}>Shop now</a>
          </Button>
        ) : null}
      </Container>
    </section>
  );
}

/** spec 000 §2.1 `/`: the landing page, until the page builder serves its model. */
export function LandingPage() {
  useDocumentTitle();
  const storeUrl = useConfiguration()?.storeUrl;
  return (
    <>
      <Hero />
      <HowItWorks />
      <HealthspanWheel />
      <ProductsSection />
      <ClosingCall storeUrl={storeUrl} />
    </>
  );
}
