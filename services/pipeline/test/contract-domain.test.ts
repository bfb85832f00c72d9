// eslint-disable-next-line import-x/no-restricted-paths -- the test compares the domain entry with the full one
import * as contract from '@ontoloom/contract';
import * as domain from '@ontoloom/contract/domain';

// Issue 11 item 5: the engine's schemas come from the contract's domain entry, which carries no
// HTTP endpoint table (eslint.boundaries.mjs forbids the pipeline the full entry).
describe('issue 11: @ontoloom/contract/domain', () => {
  it('holds the ontology document, run parameters, results, limits and text schemas', () => {
    expect(domain.ontologyDocumentSchema).toBe(contract.ontologyDocumentSchema);
    expect(domain.extractedEntitySchema).toBe(contract.extractedEntitySchema);
    expect(domain.limits).toBe(contract.limits);
    expect(domain.text).toBe(contract.text);
  });

  it('carries no endpoint of the HTTP API', () => {
    expect(contract).toHaveProperty('defineEndpoint');
    expect(domain).not.toHaveProperty('defineEndpoint');
    expect(domain).not.toHaveProperty('buildPath');
    expect(contract).toHaveProperty('endpoints');
    expect(domain).not.toHaveProperty('endpoints');
  });
});
