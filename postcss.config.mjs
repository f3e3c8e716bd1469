import pandacss from '@pandacss/dev/postcss';
import islandRecipes from './scripts/island-recipes.mjs';

export default {
  plugins: [
    pandacss(),
    // After Panda: the recipes only React islands use move from global.css to islands.css.
    islandRecipes(),
  ],
};
