import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { CUSTOMER_ROUTES, storeLink } from '../../lib/customer';
import { useDocumentTitle } from '../../lib/use-document-title';
import { card } from '../../components/layout';

/** `/customer/blood-analysis`: what a DNA-only customer can do to add blood results. */
export default function BloodAnalysisPage() {
  useDocumentTitle('Blood analysis');
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '2' })}>Blood analysis</h1>
        <p className={css({ color: 'fg.muted', mb: '6', maxW: 'prose' })}>
          You have no blood results yet. Blood results show where each marker stands against its optimal zone,
          give you your InnerAge and turn your DNA insights into food and habit recommendations.
        </p>
        <div
          className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
        >
          <section className={card} aria-labelledby="ba-order">
            <h2 id="ba-order" className={css({ textStyle: 'h3', mb: '2' })}>
              Order a blood test
            </h2>
            <p className={css({ mb: '4' })}>
              Choose a blood test package, visit a lab near you, and your results arrive here in a few days.
            </p>
            <Button asChild>
              <Link href={storeLink('/')}>Choose a blood test</Link>
            </Button>
          </section>
          <section className={card} aria-labelledby="ba-upload">
            <h2 id="ba-upload" className={css({ textStyle: 'h3', mb: '2' })}>
              Add results you already have
            </h2>
            <p className={css({ mb: '4' })}>
              Had blood work done recently? Upload the lab report and we analyse it against your optimal
              zones.
            </p>
            <Button asChild variant="outline">
              <Link href={CUSTOMER_ROUTES.uploadBloodResult}>Add blood results</Link>
            </Button>
          </section>
        </div>
      </Container>
    </div>
  );
}
