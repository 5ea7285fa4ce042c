// The generators as functions, for tests; Nx itself finds them through generators.json.
module.exports = { featureGenerator: require('./feature/generator.cjs') };
