import { newOntologyFromDataSchema, newOntologyFromModificationsSchema } from '@ontoloom/contract';
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
  route('listOntologies', ({ user, params, query }) =>
    ontologies.list(user, params.project_id, query),
  );
  route('getOntology', ({ user, params }) =>
    ontologies.get(user, params.project_id, params.ontology_id),
  );
  route('listVersionsOfOntology', ({ user, params }) =>
    ontologies.versionsOf(user, params.project_id, params.ontology_id),
  );
  route('createOntology', ({ user, params, body }) =>
    ontologies.create(user, params.project_id, body),
  );
  route('updateOntology', ({ user, params, body }) =>
    ontologies.update(user, params.project_id, params.ontology_id, body),
  );
  route('archiveOntology', ({ user, params }) =>
    ontologies.archive(user, params.project_id, params.ontology_id),
  );
  route('restoreOntology', ({ user, params }) =>
    ontologies.restore(user, params.project_id, params.ontology_id),
  );
  route('listOntologyVersions', ({ user, params, query }) =>
    ontologies.versions(user, params.project_id, query.ontology_id),
  );
  route('getOntologyVersion', ({ user, params }) =>
    ontologies.version(user, params.project_id, params.ontology_version_id),
  );
  route(
    'createOntologyVersion',
    ({ user, params, body }) => ontologies.createVersion(user, params.project_id, body),
    { bodyOnLoop: versionBodyOnLoop },
  );
  route('exportOntologyVersionYaml', ({ user, params }) =>
    ontologies.exportYaml(user, params.project_id, params.ontology_version_id),
  );
}
