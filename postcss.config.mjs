import pandacss from '@pandacss/dev/postcss';
import islandRecipes from './scripts/island-recipes.mjs';
import unusedTokens from './scripts/unused-tokens.mjs';

export default {
  plugins: [
    pandacss(),
    // Then the token variables no rule reads leave, before the split (tokens island recipes read stay in global.css).
    unusedTokens(),
    // After Panda: the recipes only React islands use move from global.css to islands.css.
    islandRecipes(),
  ],
};
