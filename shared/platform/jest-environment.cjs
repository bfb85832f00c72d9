// jsdom plus Node's fetch family. react-router's data routers build `Request`s (absent from
// jsdom), and a Request only accepts an AbortSignal from its own realm, so the abort classes
// come from Node too. Usable by any package: testEnvironment: '@ontoloom/platform/jest-environment'.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads environments as CommonJS
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
