import type { z } from 'zod';
import {
  endpoints,
  type EndpointBody,
  type EndpointParams,
  type EndpointResponse,
  type Project,
} from '../src';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(value: T) => value;

// Compile-time checks (tsc runs over test/): defineEndpoint must keep literal and exact schema types.
test('defineEndpoint keeps literal types', () => {
  assertType<Equal<typeof endpoints.createProject.method, 'POST'>>(true);
  assertType<Equal<typeof endpoints.getProject.path, '/api/projects/{project_id}'>>(true);
  assertType<Equal<typeof endpoints.token.auth, 'exempt'>>(true);
  assertType<Equal<EndpointResponse<typeof endpoints.listProjects>, Project[]>>(true);
  assertType<Equal<EndpointParams<typeof endpoints.getProject>, { project_id: string }>>(true);
  assertType<
    Equal<
      EndpointBody<typeof endpoints.createProject>,
      { name: string; description?: string | undefined }
    >
  >(true);
  assertType<Equal<EndpointBody<typeof endpoints.getProject>, undefined>>(true);
  assertType<Equal<z.output<typeof endpoints.deleteProject.response>, null>>(true);
  expect(endpoints.createProject.method).toBe('POST');
});
