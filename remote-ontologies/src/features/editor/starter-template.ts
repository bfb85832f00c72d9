/** The YAML a new ontology starts from: one of everything, so the format explains itself. */
export const STARTER_TEMPLATE = `format: ontoloom/v1
classes:
  - name: Organization
    label: Organization
    description: A company, public body or association.
    aliases: [company, firm]
    properties:
      - name: name
        type: string
        required: true
        identifying: true
      - name: website
        type: url
  - name: Person
    label: Person
    properties:
      - name: full_name
        type: string
        required: true
        identifying: true
      - name: email
        type: email
relations:
  - name: works_for
    source: Person
    target: Organization
    cues: [works for, employed by]
`;
