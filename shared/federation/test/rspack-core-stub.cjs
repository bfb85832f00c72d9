// @rspack/core 2 is ESM-only and jest here runs CommonJS: the factory tests only need the
// plugin classes to record their options. The real package is exercised by `rspack build`.
class StubPlugin {
  constructor(options) {
    this.options = options;
  }
}
class DefinePlugin extends StubPlugin {
  name = 'DefinePlugin';
}
class HtmlRspackPlugin extends StubPlugin {
  name = 'HtmlRspackPlugin';
}
class VirtualModulesPlugin extends StubPlugin {
  name = 'VirtualModulesPlugin';
}
const rspack = { DefinePlugin, HtmlRspackPlugin, experiments: { VirtualModulesPlugin } };
module.exports = { rspack, DefinePlugin, HtmlRspackPlugin, default: rspack };
