import { Progress } from '@ark-ui/react/progress';
import { createStyleContext } from '../../../../styled-system/jsx/create-style-context';
import { progress } from '../../../../styled-system/recipes/progress';

const { withProvider, withContext } = createStyleContext(progress);

/** A linear progress bar (`role="progressbar"` with its value); `value={null}` while the size is unknown. */
export const Root = withProvider(Progress.Root, 'root');
export const Label = withContext(Progress.Label, 'label');
export const Track = withContext(Progress.Track, 'track');
export const Range = withContext(Progress.Range, 'range');
export const ValueText = withContext(Progress.ValueText, 'valueText');
export type RootProps = Progress.RootProps;
