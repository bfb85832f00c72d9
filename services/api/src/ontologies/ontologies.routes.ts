import { newOntologyFromDataSchema, newOntologyFromModificationsSchema } from '@ontoloom/contract';
import { issueLanguageOf } from '@ontoloom/contract/ontology-yaml';
import { z } from 'zod';
import type { ContractRouter } from '../http/contract-route';
import type { OntologiesService } from './ontologies.service';

/**
 * A new version's body as checked on the event loop: all but the operations, which can be
 * thousands; the worker that applies them checks them against the contract first.
 */
const versionBodyOnLoop = z.object({
  new_ontology: z.discriminatedUnion('mode', [
    newOntologyFromModificationsSchema.extend({ ontology_modifications: z.array(z.unknown()) }),
    newOntologyFromDataSchema,
  ]),
});

export function registerOntologyRoutes(route: ContractRouter, ontologies: OntologiesService) {
  route('listOntologies', ({ project, query }) => ontologies.list(project, query));
  route('getOntology', ({ project, params }) => ontologies.get(project, params.ontology_id));
  route('listVersionsOfOntology', ({ project, params }) =>
    ontologies.versionsOf(project, params.ontology_id),
  );
  route('createOntology', ({ project, body }) => ontologies.create(project, body));
  route('updateOntology', ({ project, params, body }) =>
    ontologies.update(project, params.ontology_id, body),
  );
  route('archiveOntology', ({ project, params }) =>
    ontologies.archive(project, params.ontology_id),
  );
  route('restoreOntology', ({ project, params }) =>
    ontologies.restore(project, params.ontology_id),
  );
  route('listOntologyVersions', ({ project, query }) =>
    ontologies.versions(project, query.ontology_id),
  );
  route('getOntologyVersion', ({ project, params }) =>
    ontologies.version(project, params.ontology_version_id),
  );
  route(
    'createOntologyVersion',
    ({ project, body, request }) =>
      ontologies.createVersion(project, body, issueLanguageOf(request.headers['accept-language'])),
    { bodyOnLoop: versionBodyOnLoop },
  );
  route('exportOntologyVersionYaml', ({ project, params }) =>
    ontologies.exportYaml(project, params.ontology_version_id),
  );
}
