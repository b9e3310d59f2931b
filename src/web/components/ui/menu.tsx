import { Menu } from '@ark-ui/react/menu';
import { createStyleContext } from '../../../../styled-system/jsx/create-style-context';
import { menu } from '../../../../styled-system/recipes/menu';

const { withRootProvider, withContext } = createStyleContext(menu);

export const Root = withRootProvider(Menu.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } });
export const Trigger = withContext(Menu.Trigger, 'trigger');
export const Indicator = withContext(Menu.Indicator, 'indicator');
export const Positioner = withContext(Menu.Positioner, 'positioner');
export const Content = withContext(Menu.Content, 'content');
export const Item = withContext(Menu.Item, 'item');
export const ItemText = withContext(Menu.ItemText, 'itemText');
export const ItemGroup = withContext(Menu.ItemGroup, 'itemGroup');
export const ItemGroupLabel = withContext(Menu.ItemGroupLabel, 'itemGroupLabel');
export const Separator = withContext(Menu.Separator, 'separator');
export type RootProps = Menu.RootProps;
export type SelectionDetails = Menu.SelectionDetails;
