/**
 * The whole contract (every area's schemas and the full endpoint table), loaded on first use:
 * the first screen needs only `@ontoloom/contract/session`, so it never waits for the rest.
 */
export const loadContract = () => import('@ontoloom/contract');
