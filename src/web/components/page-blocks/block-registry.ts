import { lazy, type ComponentType } from 'react';
import type { BlockProps, BlockType } from '../../../contract/page-builder';
import { BlogCardBlock, ProductCardBlock, StepCardBlock, TeamCardBlock } from './cards';
import { HealthspanWheelBlock } from './healthspan-wheel';
import { HeroBlock } from './hero';
import { SliderBlock } from './slider';
import { StepsBlock } from './steps';
import { HeadingBlock, ButtonBlock, ParagraphBlock } from './text-blocks';
import { TimelineBlock } from './timeline';

// The accordion and the lightbox bring Ark's accordion and dialog machines: their own chunks, so the
// public entry (the landing draws neither) stays small; RenderBlock holds their place meanwhile.
const AccordionBlock = lazy(() => import('./accordion').then((m) => ({ default: m.AccordionBlock })));
const LightboxBlock = lazy(() => import('./lightbox').then((m) => ({ default: m.LightboxBlock })));

/**
 * Each block type's component, taking the block's parsed props (plus its `id`). The public
 * renderer walks a page through this map; the editor (a lazy admin chunk) will hand the same
 * components to Puck, so the preview is the page.
 */
export const blockRegistry: { [T in BlockType]: ComponentType<BlockProps<T> & { id: string }> } = {
  Heading: HeadingBlock,
  Paragraph: ParagraphBlock,
  Button: ButtonBlock,
  BlogCard: BlogCardBlock,
  TeamCard: TeamCardBlock,
  ProductCard: ProductCardBlock,
  StepCard: StepCardBlock,
  Hero: HeroBlock,
  Accordion: AccordionBlock,
  Lightbox: LightboxBlock,
  HealthspanWheel: HealthspanWheelBlock,
  Steps: StepsBlock,
  Timeline: TimelineBlock,
  Slider: SliderBlock,
};
