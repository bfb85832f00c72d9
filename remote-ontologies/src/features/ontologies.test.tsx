import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@ontoloom/platform';
import { routes } from '../routes';
import { asActiveUser, callsTo, stubFetch, type StubReply } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';
import { api, at, BASE, DETAIL, fill, MOUNT, ONTOLOGY, VERSION } from '../test-fixtures';

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('R2.15 the index goes to the active sub-list, which lists and searches', async () => {
  const { calls } = api();
  const { router } = renderRoutes(MOUNT, routes, at('?search=supply'), 'Projects');
  expect(
    await screen.findByRole('link', { name: 'Supply chain' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(at('/active'));
  const [list] = callsTo(calls, 'GET', `${BASE}/ontologies`);
  expect(list?.url.searchParams.get('search')).toBe('supply');
  expect(screen.getByRole('link', { name: 'Archived' })).toHaveAttribute(
    'href',
    at('/archived?search=supply'),
  );
});

test('R2.18 the detail page lists the versions', async () => {
  api();
  renderRoutes(MOUNT, routes, at(`/${ONTOLOGY.id}`));
  expect(await screen.findByRole('link', { name: 'v2' })).toHaveAttribute(
    'href',
    at(`/${ONTOLOGY.id}/versions/${VERSION.id}`),
  );
  expect(screen.getByRole('heading', { name: 'Supply chain' })).toBeInTheDocument();
});

test('R2.20 the version view has the breadcrumb v + number (also in the tab title) and the content tables', async () => {
  api();
  renderRoutes(MOUNT, routes, at(`/${ONTOLOGY.id}/versions/${VERSION.id}`), 'Ontologies root');
  expect(await screen.findByRole('table', { name: 'Classes' })).toHaveTextContent('firm');
  expect(screen.getByRole('table', { name: 'Properties' })).toHaveTextContent('website');
  const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
  expect(crumbs).toHaveTextContent('v2');
  expect(crumbs).toHaveTextContent('Supply chain');
  expect(document.title).toBe('v2 · Supply chain — Ontoloom');
});

test('R2.19 versions/new takes default name and description from the search', async () => {
  api();
  renderRoutes(MOUNT, routes, at(`/${ONTOLOGY.id}/versions/new?name=Draft&description=Try`));
  expect(
    await screen.findByRole('textbox', { name: /version name/i }, { timeout: 5000 }),
  ).toHaveValue('Draft');
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Try');
});

test.each([
  ['R2.19 versions/new', '/versions/new'],
  ['R2.21 versions/{id}/edit', `/versions/${VERSION.id}/edit`],
])('%s shows the archived-ontology error', async (_name, path) => {
  api({ ...ONTOLOGY, archived_at: '2025-02-01T00:00:00.000Z' });
  renderRoutes(MOUNT, routes, at(`/${ONTOLOGY.id}${path}`));
  expect(await screen.findByText('This ontology is archived')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save version' })).not.toBeInTheDocument();
});

test('R7.03 the structured editor turns actions into ontology_modifications', async () => {
  const { calls } = api();
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${ONTOLOGY.id}/versions/${VERSION.id}/edit`));
  await fill(
    user,
    await screen.findByRole('textbox', { name: 'Class name' }, { timeout: 5000 }),
    'Invoice',
  );
  await user.click(screen.getByRole('button', { name: 'Add class' }));
  await fill(user, screen.getByRole('textbox', { name: 'New property of Invoice' }), 'email');
  const addProperty = screen.getAllByRole('button', { name: 'Add property' });
  await user.click(addProperty.at(-1)!);
  expect(screen.getByText('2 changes to save')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save version' }));
  await waitFor(() => expect(callsTo(calls, 'POST', `${BASE}/ontology_versions`)).toHaveLength(1));
  const [post] = callsTo(calls, 'POST', `${BASE}/ontology_versions`);
  expect(post?.body).toMatchObject({
    new_ontology: {
      mode: 'from_modifications',
      base_version_id: VERSION.id,
      ontology_modifications: [
        { op: 'add_class', class: { name: 'Invoice', label: 'Invoice' } },
        { op: 'add_property', class_name: 'Invoice', property: { name: 'email', type: 'string' } },
      ],
    },
  });
});

test('R7.07 editing the details patches the ontology and refreshes it', async () => {
  let current = ONTOLOGY;
  const { calls } = stubFetch(
    asActiveUser(({ method, url, body }): StubReply | undefined => {
      const path = url.pathname;
      if (path === `${BASE}/ontologies/${ONTOLOGY.id}` && method === 'PATCH') {
        current = { ...current, ...(body as object) };
        return { body: current };
      }
      if (path === `${BASE}/ontologies/${ONTOLOGY.id}`) return { body: current };
      if (path === `${BASE}/ontologies/${ONTOLOGY.id}/versions`) return { body: [VERSION] };
      return undefined;
    }),
  );
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${ONTOLOGY.id}`));
  await user.click(await screen.findByRole('button', { name: 'Edit details' }));
  await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Suppliers');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { name: 'Suppliers' })).toBeInTheDocument();
  expect(callsTo(calls, 'PATCH', `${BASE}/ontologies/${ONTOLOGY.id}`)[0]?.body).toEqual({
    name: 'Suppliers',
    description: 'Who supplies whom',
  });
});

test('R2.18 the diff shows each changed field with its value before and after', async () => {
  const first = { ...VERSION, id: '44444444-4444-4444-8444-444444444444', version_number: 1 };
  const firstContent = structuredClone(DETAIL.content);
  firstContent.classes[0]!.label = 'Firm';
  firstContent.classes[1]!.properties[0]!.required = true;
  stubFetch(
    asActiveUser(({ url }): StubReply | undefined => {
      const path = url.pathname;
      if (path === `${BASE}/ontologies/${ONTOLOGY.id}`) return { body: ONTOLOGY };
      if (path === `${BASE}/ontologies/${ONTOLOGY.id}/versions`) return { body: [VERSION, first] };
      if (path === `${BASE}/ontology_versions/${VERSION.id}`) return { body: DETAIL };
      if (path === `${BASE}/ontology_versions/${first.id}`) {
        return { body: { ...first, content: firstContent } };
      }
      return undefined;
    }),
  );
  renderRoutes(MOUNT, routes, at(`/${ONTOLOGY.id}/diff`));
  const rows = await screen.findAllByTestId('diff-row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'ChangedClassCompanylabel: Firm → Company',
    'ChangedPropertyPerson.mailrequired: Yes → No',
  ]);
});
