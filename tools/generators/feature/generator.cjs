// CommonJS because Nx loads local generators with require().
const { execSync } = require('node:child_process');
const { formatFiles, generateFiles, joinPathFragments, names } = require('@nx/devkit');

/**
 * Scaffolds libs/features/<name>/{domain,api,web} the way every feature of Facet starts:
 * a package per layer with its Nx tags, an index, a sample test and (for web) a sample story.
 */
async function featureGenerator(tree, options) {
  const featureNames = names(options.name);
  const layers =
    options.layers && options.layers.length ? options.layers : ['domain', 'api', 'web'];
  const root = joinPathFragments('libs/features', featureNames.fileName);
  if (tree.exists(root)) throw new Error(`${root} already exists`);
  for (const layer of layers) {
    generateFiles(
      tree,
      joinPathFragments(__dirname, 'files', layer),
      joinPathFragments(root, layer),
      {
        ...featureNames,
        tmpl: '',
      },
    );
  }
  if (!options.skipFormat) await formatFiles(tree);
  // npm links the new packages into node_modules, which is how every import of them resolves.
  return () => execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}

module.exports = featureGenerator;
module.exports.default = featureGenerator;
