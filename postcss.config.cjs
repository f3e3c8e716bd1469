module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {},
    // After Panda: the recipes only React islands use move from global.css to islands.css.
    './scripts/island-recipes.cjs': {},
  },
};
