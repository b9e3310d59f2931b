import { Suspense, type ComponentType } from 'react';
import { css } from '../../../../styled-system/css';
import type { PageBlock, PageDocument } from '../../../contract/page-builder';
import { blockRegistry } from './block-registry';
import { SliderBlock, type Slide } from './slider';

/** One block by its type; a slider's slot (`items`) is drawn through this same function. */
export function RenderBlock({ block }: { block: PageBlock }) {
  if (block.type === 'Slider')
    return (
      <SliderBlock
        {...(block.props as unknown as Parameters<typeof SliderBlock>[0])}
        renderItem={(slide: Slide) => <RenderBlock block={slide} />}
      />
    );
  const Component = blockRegistry[block.type] as ComponentType<Record<string, unknown>> | undefined;
  // a type this build does not know (a newer editor's block) draws nothing rather than failing the page
  if (!Component) return null;
  return (
    <Suspense fallback={<div className={css({ minH: '24', my: '6' })} />}>
      <Component {...block.props} />
    </Suspense>
  );
}

/** The public page: a parsed, published `pageDocument`, block after block in its order. */
export function RenderPage({ document }: { document: PageDocument }) {
  return (
    // data-stored-page: src/web/main.tsx fetches this chunk before hydrating a page that has it
    <div
      data-stored-page=""
      className={css({ maxW: 'page', mx: 'auto', px: { base: '5', md: '8' }, py: '8', minW: '0' })}
    >
      {(document.content as unknown as PageBlock[]).map((block) => (
        <RenderBlock key={block.props.id} block={block} />
      ))}
    </div>
  );
}
