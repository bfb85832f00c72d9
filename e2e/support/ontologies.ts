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
    cues: [works for]
`;
