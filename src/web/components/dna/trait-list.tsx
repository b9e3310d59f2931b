import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { TraitResultBody } from '../../../contract/dna';
import { Button } from '../ui/button';

// The genetics report's traits as the customer reads them: the customer's report page and the back
// office's view of a result (issue 18) render the same list.

const muted = css({ color: 'fg.muted', textStyle: 'small' });

/** The report's traits, APOE behind its opt-in reveal. */
export function TraitList({ traits }: { traits: readonly TraitResultBody[] }) {
  return (
    <ul className={css({ display: 'grid', gap: '4', listStyle: 'none', p: '0', m: '0' })}>
      {traits.map((trait) => (
        <li key={trait.key}>{trait.optInReveal ? <RevealTrait trait={trait} /> : <Trait trait={trait} />}</li>
      ))}
    </ul>
  );
}

const sameLetters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

function genotypeText(trait: TraitResultBody) {
  return trait.snps
    .map((s) => {
      const value =
        s.status === 'called'
          ? `${s.genotype}${s.literatureGenotype && !sameLetters(s.literatureGenotype, s.genotype ?? '') ? ` (${s.literatureGenotype})` : ''}`
          : s.status === 'missing'
            ? 'not in your file'
            : s.status === 'noCall'
              ? 'no-call'
              : `unreadable "${s.raw}"`;
      return `${s.rsid} ${value}`;
    })
    .join(' · ');
}

const traitBox = css({
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '4',
});

function Trait({ trait }: { trait: TraitResultBody }) {
  return (
    <article className={traitBox} aria-labelledby={`trait-${trait.key}`} data-testid={`trait-${trait.key}`}>
      <h3 id={`trait-${trait.key}`} className={css({ textStyle: 'body', fontWeight: '700' })}>
        {trait.title}
      </h3>
      <p
        className={css({
          fontWeight: '600',
          color: trait.determined ? 'accent.fg' : 'warning.fg',
          mb: '1',
        })}
        data-testid="trait-result"
      >
        {trait.result}
      </p>
      <p className={css({ textStyle: 'caption', color: 'fg.muted', mb: '2' })}>
        {trait.genotype ? (
          <>
            Your genotype: <span data-testid="trait-genotype">{`${trait.gene} ${trait.genotype}`}</span>{' '}
            ·{' '}
          </>
        ) : (
          `${trait.gene} · `
        )}
        {genotypeText(trait)}
      </p>
      <p className={css({ mb: '2' })}>{trait.summary}</p>
      <p className={muted}>{trait.evidence}</p>
    </article>
  );
}

/** APOE is shown only when the customer asks to see it (notes/domain.md: opt-in reveal). */
function RevealTrait({ trait }: { trait: TraitResultBody }) {
  const [shown, setShown] = useState(false);
  if (shown) return <Trait trait={trait} />;
  return (
    <article className={traitBox} aria-labelledby={`trait-${trait.key}`} data-testid={`trait-${trait.key}`}>
      <h3 id={`trait-${trait.key}`} className={css({ textStyle: 'body', fontWeight: '700' })}>
        {trait.title}
      </h3>
      <p className={css({ mb: '3' })}>
        APOE is associated with Alzheimer’s and heart-disease risk. Some people prefer not to know it; it is
        hidden until you choose to see it, and you can talk to a genetic counsellor first.
      </p>
      <Button size="sm" variant="outline" onClick={() => setShown(true)}>
        Show my APOE type
      </Button>
    </article>
  );
}
