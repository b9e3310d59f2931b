import { button } from './button';
import { checkbox, radioGroup, slider, switchRecipe } from './choice';
import { dialog } from './dialog';
import { field } from './field';
import { menu } from './menu';
import { progress } from './progress';
import { toast } from './toast';

export const recipes = { button };
export const slotRecipes = {
  dialog,
  menu,
  toast,
  field,
  progress,
  radioGroup,
  checkbox,
  slider,
  switchRecipe,
};
