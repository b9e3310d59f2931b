import { css } from '../../../../styled-system/css';
import { Container } from '../../components/layout';
import { useDocumentTitle } from '../../lib/use-document-title';
import { marketingPages, type MarketingSlug } from './marketing-pages';

/** One component for every marketing and legal page of 000 §2.1, driven by `marketingPages`. */
export function MarketingPage({ slug }: { slug: MarketingSlug }) {
  const page = marketingPages[slug];
  useDocumentTitle(page.title);
  return (
    <article>
      <div
        className={css({
          bgGradient: 'to-b',
          gradientFrom: 'teal.50',
          gradientTo: 'bg.canvas',
          py: { base: '12', md: '20' },
        })}
      >
        <Container>
          <div className={css({ maxW: 'prose' })}>
            <p
              className={css({
                color: 'accent.fg',
                fontWeight: '700',
                letterSpacing: 'wider',
                textTransform: 'uppercase',
                textStyle: 'small',
                mb: '3',
              })}
            >
              {page.eyebrow}
            </p>
            <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '5' })}>{page.title}</h1>
            <p className={css({ fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted' })}>{page.summary}</p>
          </div>
        </Container>
      </div>
      <Container>
        <div className={css({ maxW: 'prose', pb: { base: '16', md: '24' } })}>
          {page.sections?.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              tabIndex={-1}
              className={css({ py: '6', scrollMarginTop: '32', _focus: { outline: 'none' } })}
            >
              <h2 id={`${section.id}-title`} className={css({ textStyle: 'h2', mb: '2' })}>
                {section.title}
              </h2>
              <p className={css({ color: 'fg.muted' })}>{section.text}</p>
            </section>
          ))}
          <aside
            aria-label="About this page"
            className={css({
              mt: '8',
              p: '5',
              borderRadius: 'lg',
              bg: 'bg.subtle',
              borderInlineStartWidth: 'thick',
              borderColor: 'accent.default',
              color: 'fg.muted',
              textStyle: 'small',
            })}
          >
            This is a short version of the page. The full page is moving to our page builder and will be
            published here soon.
          </aside>
        </div>
      </Container>
    </article>
  );
}
