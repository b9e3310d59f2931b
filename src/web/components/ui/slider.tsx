import { Slider } from '@ark-ui/react/slider';
import { createStyleContext } from '../../../../styled-system/jsx/create-style-context';
import { slider } from '../../../../styled-system/recipes/slider';

const { withProvider, withContext } = createStyleContext(slider);

/**
 * A slider (`role="slider"` on the thumb): arrows and Home/End move it; give `getAriaValueText`
 * so screen readers announce the step's words rather than its index.
 */
export const Root = withProvider(Slider.Root, 'root');
export const Label = withContext(Slider.Label, 'label');
export const ValueText = withContext(Slider.ValueText, 'valueText');
export const Control = withContext(Slider.Control, 'control');
export const Track = withContext(Slider.Track, 'track');
export const Range = withContext(Slider.Range, 'range');
export const Thumb = withContext(Slider.Thumb, 'thumb');
export const MarkerGroup = withContext(Slider.MarkerGroup, 'markerGroup');
export const Marker = withContext(Slider.Marker, 'marker');
export type RootProps = Slider.RootProps;
