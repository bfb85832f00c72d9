import { buildPath, endpoints } from '../src';

describe('buildPath', () => {
  test('substitutes params', () => {
    expect(buildPath(endpoints.getUser, { user_id: 'abc' })).toBe('/api/users/abc');
    expect(
      buildPath(endpoints.getDocument, {
        project_id: 'p',
        documents_collection_id: 'c',
        document_id: 'd',
      }),
    ).toBe('/api/projects/p/documents_collections/unstructured/c/documents/d');
  });

  test('URI-encodes each param', () => {
    expect(buildPath(endpoints.providerToken, { provider: 'a/b c?&' })).toBe(
      '/api/auth/a%2Fb%20c%3F%26/token',
    );
    expect(buildPath('/x/{id}', { id: 'é#%' })).toBe('/x/%C3%A9%23%25');
  });

  test('leaves paths without params untouched', () => {
    expect(buildPath(endpoints.listProjects)).toBe('/api/projects');
    expect(buildPath(endpoints.getRoot, {})).toBe('/');
  });

  test('accepts numbers', () => {
    expect(buildPath('/v/{n}', { n: 3 })).toBe('/v/3');
  });

  test('throws on a missing param', () => {
    expect(() => buildPath(endpoints.getProject, {})).toThrow('project_id');
    expect(() => buildPath(endpoints.getProject, { project_id: '' })).toThrow('project_id');
  });
});
