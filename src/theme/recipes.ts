// The kit's recipes, one file per component named after its src/ui folder (./recipes/button.ts for src/ui/Button…);
// fragments several recipes share live in ./recipes/shared.ts. Components in src/ui only pick variants. `recipes` are
// single-element recipes, `slotRecipes` style the parts of an Ark component. Colours go through `colorPalette` roles
// (semantic-tokens.ts). Screen recipes live beside their Astro components (src/components/recipes.ts).
import { accordion } from './recipes/accordion';
import { badge } from './recipes/badge';
import { button } from './recipes/button';
import { callout } from './recipes/callout';
import { card } from './recipes/card';
import { carousel } from './recipes/carousel';
import { checkbox } from './recipes/checkbox';
import { combobox } from './recipes/combobox';
import { datePicker } from './recipes/date-picker';
import { dialog } from './recipes/dialog';
import { drawer } from './recipes/drawer';
import { emptyState } from './recipes/empty-state';
import { field } from './recipes/field';
import { fileDrop } from './recipes/file-drop';
import { fileUpload } from './recipes/file-upload';
import { input } from './recipes/input';
import { linkTabs } from './recipes/link-tabs';
import { link } from './recipes/link';
import { loadingBar } from './recipes/loading-bar';
import { menu } from './recipes/menu';
import { monthSelect } from './recipes/month-select';
import { monthStepper } from './recipes/month-stepper';
import { pagination, paginationTrigger } from './recipes/pagination';
import { passwordInput } from './recipes/password-input';
import { progress } from './recipes/progress';
import { radioGroup } from './recipes/radio-group';
import { richTextEditor } from './recipes/rich-text-editor';
import { select } from './recipes/select';
import { skeleton, skeletonText } from './recipes/skeleton';
import { spinner } from './recipes/spinner';
import { switchRecipe } from './recipes/switch';
import { table } from './recipes/table';
import { tabs } from './recipes/tabs';
import { srOnly, text } from './recipes/text';
import { textarea } from './recipes/textarea';
import { toast } from './recipes/toast';
import { tooltip } from './recipes/tooltip';

export const recipes = {
  badge,
  button,
  callout,
  input,
  link,
  paginationTrigger,
  skeleton,
  skeletonText,
  spinner,
  srOnly,
  text,
  textarea,
};
export const slotRecipes = {
  accordion,
  card,
  carousel,
  checkbox,
  combobox,
  datePicker,
  dialog,
  drawer,
  emptyState,
  field,
  fileDrop,
  fileUpload,
  linkTabs,
  loadingBar,
  menu,
  monthSelect,
  monthStepper,
  pagination,
  passwordInput,
  progress,
  radioGroup,
  richTextEditor,
  select,
  switchRecipe,
  table,
  tabs,
  toast,
  tooltip,
};
