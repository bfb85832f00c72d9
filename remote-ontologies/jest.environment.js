import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom without the fetch API breaks data routers (each navigation builds a Request). Node's
 * own classes are lent to the window; AbortController comes along because Node's Request
 * only accepts Node's AbortSignal.
 */
export default class JsdomWithFetchApi extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}
