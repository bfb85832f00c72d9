// Some dependencies ship ESM only (listed in jest-esm-only.js at the repository's root), and jest
// runs CommonJS here, so those are compiled by swc too; pdfjs reads import.meta.url, which has no
// CommonJS form, so it is rewritten to the file URL of the module first.
import swcJest from '@swc/jest';

const swc = swcJest.createTransformer({
  jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
  module: { type: 'commonjs' },
});
const patch = (source) =>
  source.replace(
    /import\.meta\.url/g,
    'process.getBuiltinModule("node:url").pathToFileURL(__filename).href',
  );

export default {
  process: (source, path, options) => swc.process(patch(source), path, options),
  getCacheKey: (source, path, options) => swc.getCacheKey(patch(source), path, options),
};
