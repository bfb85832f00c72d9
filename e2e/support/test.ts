/**
 * Playwright's `test` and `expect`, with one addition for every spec: a test fails when any page
 * it opened reported a Content-Security-Policy violation (a `securitypolicyviolation` event),
 * so a policy too strict for the app, or code the policy rightly blocks, shows up in the journeys.
 */
import { test as base, type BrowserContext } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

export type CspViolation = {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
};

const BINDING = '__ontoloomCspViolation';

/** Every page of `context`, present and future, reports its violations into `violations`. */
async function recordViolations(context: BrowserContext, violations: CspViolation[]) {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
        report?.({
          page: location.href,
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
        });
      },
      true,
    );
  }, BINDING);
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: CspViolation[] = [];
      await recordViolations(context, violations);
      // Contexts a test opens itself (a second user, say) are watched as well.
      const { newContext } = browser;
      browser.newContext = async (...args) => {
        const created = await newContext.apply(browser, args);
        await recordViolations(created, violations);
        return created;
      };
      await use(violations);
      browser.newContext = newContext;
      base.expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
