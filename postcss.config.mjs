import pandacss from '@pandacss/dev/postcss';
import islandRecipes from './scripts/build/island-recipes.mjs';
import unusedTokens from './scripts/build/unused-tokens.mjs';

export default {
  plugins: [
    pandacss(),
    // Then, in production builds, the token variables no rule reads leave, before the split (tokens island recipes read
    // stay in global.css). Dev and Storybook keep every token: there Panda's output grows file by file as it extracts.
    unusedTokens({ enabled: process.env.NODE_ENV === 'production' }),
    // After Panda: the recipes only React islands use move from global.css to islands.css, and in production builds the
    // recipes only one area's pages render move to that area's sheet (src/styles/pages/).
    islandRecipes({ pageSheets: process.env.NODE_ENV === 'production' }),
  ],
};
