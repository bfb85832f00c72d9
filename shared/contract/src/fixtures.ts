// Sample data the API tests and the e2e suite share (`@ontoloom/contract/fixtures`); no app code
// imports it, so it never reaches a bundle.

/** A small supply-chain ontology: two classes, one identifying property, one relation. */
export const SUPPLY_YAML = `format: ontoloom/v1
classes:
  - name: Company
    label: Company
    aliases: [firm, supplier]
    properties:
      - name: name
        type: string
        identifying: true
  - name: Person
    label: Person
relations:
  - name: works_for
    source: Person
    target: Company
    cues: [works for, employed by]
`;

/** An id no row has: the not-found cases of both suites. */
export const MISSING_ID = '0b9d8c7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';
