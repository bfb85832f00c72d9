// Domain schemas without the HTTP endpoint table (`@ontoloom/contract/domain`): the ontology
// document and its rules, run step parameters, extraction results, limits and text schemas.
// The pipeline imports only this entry (a lint rule in eslint.boundaries.mjs keeps it so).
export * from './common';
export * from './fields';
export * from './errors';
export * from './limits';
export * from './run-steps';
export * from './results';
export * from './ontology-document';
export * from './ontology-rules';
export * from './ontology-modifications';
export * from './ontology-modifications-between';
export * from './ontology-json-schema';
export * from './class-kinds';
export * from './class-mentions';
