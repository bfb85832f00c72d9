import { archivableListLoader, listStatusOf } from './archivable-list';

const request = (path: string) => new Request(`http://localhost${path}`);

test('R2.15 the sub-list comes from the path: …/archived, or else active', () => {
  expect(listStatusOf(request('/projects/p/runs/archived'))).toBe('archived');
  expect(listStatusOf(request('/projects/p/runs/archived/'))).toBe('archived');
  expect(listStatusOf(request('/projects/p/runs/active?search=archived'))).toBe('active');
});

test('R5.03 a malformed project id skips the list call; the search defaults to empty', async () => {
  const prefetch = jest.fn();
  const loader = archivableListLoader(prefetch);
  const result = await loader({
    request: request('/projects/not-a-uuid/ontologies/archived?search=%20'),
    params: { projectId: 'not-a-uuid' },
    context: undefined,
  } as never);
  expect(result).toEqual({ projectId: 'not-a-uuid', status: 'archived', search: ' ' });
  expect(prefetch).not.toHaveBeenCalled();
  const empty = await loader({
    request: request('/projects/x/ontologies/active?search='),
    params: { projectId: 'x' },
    context: undefined,
  } as never);
  expect(empty.search).toBe('');
});
