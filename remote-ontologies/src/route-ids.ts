/** Route ids the version's child routes read the version from. */
export const VERSION_ROUTE_ID = 'ontology-version';
