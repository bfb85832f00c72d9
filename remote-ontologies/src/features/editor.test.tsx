import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@ontoloom/platform';
import { callsTo, renderRoutes, resetPlatform } from '@ontoloom/platform/testing';
import { routes } from '../routes';
// The route modules the editor is reached through, loaded with the file: lazily imported, they
// would load inside whichever test opens the editor first.
import './ontologies/ontology-route';
import './versions/version-route';
import './editor/edit-version-route';
import { api, at, BASE, fill, MOUNT, ONTOLOGY, VERSION } from '../test-fixtures';

// The editor's first render and first dialog in a file run their code cold (~1 s of jsdom work):
// done once here, not inside whichever test comes first, within its 5 s.
beforeAll(async () => {
  resetPlatform();
  setToken('token-1');
  api();
  const { unmount } = renderRoutes(
    MOUNT,
    routes,
    at(`/${ONTOLOGY.id}/versions/${VERSION.id}/edit`),
  );
  await screen.findByRole('heading', { name: 'Edit v2' }, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Edit class Company' }));
  await screen.findByRole('dialog', { name: 'Edit class Company' });
  unmount();
});

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const openEditor = async () => {
  const setup = api();
  renderRoutes(MOUNT, routes, at(`/${ONTOLOGY.id}/versions/${VERSION.id}/edit`));
  await screen.findByRole('heading', { name: 'Edit v2' }, { timeout: 5000 });
  return setup;
};

const savedModifications = async (calls: ReturnType<typeof api>['calls']) => {
  await userEvent.click(screen.getByRole('button', { name: 'Save version' }));
  await waitFor(() => expect(callsTo(calls, 'POST', `${BASE}/ontology_versions`)).toHaveLength(1));
  const [post] = callsTo(calls, 'POST', `${BASE}/ontology_versions`);
  return (post?.body as { new_ontology: { ontology_modifications: unknown[] } }).new_ontology
    .ontology_modifications;
};

test('R2.21 editing a class renames it and updates its label, aliases and patterns', async () => {
  const { calls } = await openEditor();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit class Company' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit class Company' });
  await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Organisation');
  await fill(user, within(dialog).getByRole('textbox', { name: /^Label/ }), 'Organisation');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Aliases' }), 'firm\nsupplier');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Patterns' }), '\\bLtd\\b');
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // The relation follows the renamed class; the pending list says what will be saved.
  const relation = screen.getByRole('button', { name: 'Edit relation works_for' }).closest('li');
  expect(relation).toHaveTextContent('Person —works_for→ Organisation');
  const pending = screen.getByTestId('pending-changes');
  expect(pending).toHaveTextContent('Change label, aliases, patterns of class Company');
  expect(pending).toHaveTextContent('Rename class Company to Organisation');
  expect(await savedModifications(calls)).toEqual([
    {
      op: 'update_class',
      class_name: 'Company',
      changes: { label: 'Organisation', aliases: ['firm', 'supplier'], patterns: ['\\bLtd\\b'] },
    },
    { op: 'rename_class', class_name: 'Company', new_name: 'Organisation' },
  ]);
});

test('R2.21 a class shows the kind extraction reads from its name, and choosing another writes it', async () => {
  const { calls } = await openEditor();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit class Company' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit class Company' });
  const kind = within(dialog).getByRole('combobox', { name: 'Kind' });
  // No kind written yet: the one its name says, and the help says so.
  expect(kind).toHaveValue('organization');
  expect(dialog).toHaveTextContent('read from its name until you choose');
  await user.selectOptions(kind, 'product');
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await savedModifications(calls)).toEqual([
    { op: 'update_class', class_name: 'Company', changes: { kind: 'product' } },
  ]);
});

test('issue 16 a pattern the engine cannot compile is named by its line and Apply waits; two backslashes are flagged', async () => {
  const { calls } = await openEditor();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit class Company' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit class Company' });
  await fill(
    user,
    within(dialog).getByRole('textbox', { name: 'Patterns' }),
    '\\bLtd\\b\n(unclosed',
  );
  expect(dialog).toHaveTextContent(
    'Line 2 is not a valid pattern: a group opened with “(” is never closed.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('dialog', { name: 'Edit class Company' })).toBeInTheDocument();
  expect(screen.getByText(/Nothing changed yet/)).toBeInTheDocument();
  expect(callsTo(calls, 'POST', `${BASE}/ontology_versions`)).toHaveLength(0);
  // Valid, but two backslashes (as copied from JSON) look for a backslash: said, not blocked.
  await fill(user, within(dialog).getByRole('textbox', { name: 'Patterns' }), '\\\\bLtd\\\\b');
  expect(within(dialog).getByTestId('pattern-doubled')).toHaveTextContent(
    'Line 1: “\\\\b” looks for a backslash in the text. Write one backslash (\\b, \\d)',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('issue 16 a pattern is suggested from examples sharing a layout, and added on request', async () => {
  const { calls } = await openEditor();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit class Company' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit class Company' });
  const examples = within(dialog).getByRole('textbox', { name: 'Examples' });
  await fill(user, examples, 'Acme Ltd\nINV-2024-001');
  expect(within(dialog).queryByTestId('pattern-suggestion')).not.toBeInTheDocument();
  await fill(user, examples, 'INV-2024-001\nINV-2023-117');
  const suggestion = within(dialog).getByTestId('pattern-suggestion');
  expect(suggestion).toHaveTextContent('\\bINV-\\d{4}-\\d{3}\\b');
  await user.click(within(suggestion).getByRole('button', { name: 'Add this pattern' }));
  expect(within(dialog).getByRole('textbox', { name: 'Patterns' })).toHaveValue(
    '\\bINV-\\d{4}-\\d{3}\\b',
  );
  expect(within(dialog).queryByTestId('pattern-suggestion')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await savedModifications(calls)).toEqual([
    {
      op: 'update_class',
      class_name: 'Company',
      changes: {
        examples: ['INV-2024-001', 'INV-2023-117'],
        patterns: ['\\bINV-\\d{4}-\\d{3}\\b'],
      },
    },
  ]);
});

test('issue 16 the class dialog tries its examples and patterns on a pasted passage', async () => {
  await openEditor();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit class Company' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit class Company' });
  await fill(user, within(dialog).getByRole('textbox', { name: 'Examples' }), 'Acme Ltd');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Patterns' }), '\\bINV-\\d+');
  const toggle = within(dialog).getByRole('button', {
    name: 'Try examples and patterns on a passage',
  });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const sample = within(dialog).getByRole('textbox', { name: 'Sample text' });
  await fill(user, sample, 'ACME LTD paid INV-300; Acme Ltda did not.');
  expect(within(dialog).getByText('2 mentions spotted')).toBeInTheDocument();
  const list = within(dialog).getByRole('list', { name: 'Mentions spotted' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['ACME LTD by an example', 'INV-300 by pattern 1']);
  await fill(user, sample, 'Nothing here.');
  expect(
    within(dialog).getByText('Nothing spotted by the examples and patterns.'),
  ).toBeInTheDocument();
});

test('R2.21 editing a property and a relation queues update and rename operations', async () => {
  const { calls } = await openEditor();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit property mail of Person' }));
  let dialog = await screen.findByRole('dialog', { name: 'Edit property Person.mail' });
  await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'email');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'email');
  await user.click(within(dialog).getByText('Identifying: used to find duplicates'));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Edit relation works_for' }));
  dialog = await screen.findByRole('dialog', { name: 'Edit relation works_for' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Target' }), 'Person');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Cues' }), 'reports to');
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  expect(screen.getByText('3 changes to save')).toBeInTheDocument();
  expect(await savedModifications(calls)).toEqual([
    {
      op: 'update_property',
      class_name: 'Person',
      property_name: 'mail',
      changes: { type: 'email', identifying: true },
    },
    { op: 'rename_property', class_name: 'Person', property_name: 'mail', new_name: 'email' },
    {
      op: 'update_relation',
      relation_name: 'works_for',
      changes: { target: 'Person', cues: ['reports to'] },
    },
  ]);
});

test('R2.21 a change that cannot apply is refused where it was made, and nothing is queued', async () => {
  await openEditor();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Remove class Person' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Class "Person" is still used by relation(s) "works_for"',
  );
  expect(screen.getByText('0 changes to save')).toBeInTheDocument();

  // An invalid name is refused inside the dialog, which stays open.
  await user.click(screen.getByRole('button', { name: 'Edit relation works_for' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit relation works_for' });
  await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), '9lives');
  expect(within(dialog).getByText(/starting with a letter/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
  expect(screen.getByText('0 changes to save')).toBeInTheDocument();
});

test('R2.21 undo removes the last queued change', async () => {
  await openEditor();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Remove relation works_for' }));
  await user.click(screen.getByRole('button', { name: 'Remove class Person' }));
  expect(screen.getByText('2 changes to save')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit class Person' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo last change' }));
  expect(screen.getByText('1 change to save')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit class Person' })).toBeInTheDocument();
  expect(screen.getByTestId('pending-changes')).toHaveTextContent('Remove relation works_for');
});

test('R2.21 the YAML tab shows the editor changes', async () => {
  await openEditor();
  const user = userEvent.setup();
  await fill(user, screen.getByRole('textbox', { name: 'Class name' }), 'Invoice');
  await user.click(screen.getByRole('button', { name: 'Add class' }));
  await user.click(screen.getByRole('tab', { name: 'YAML' }));
  await waitFor(() => expect(screen.getByTestId('yaml-editor')).toHaveTextContent('name: Invoice'));
});

test('R2.21 leaving with unsaved changes asks first; staying keeps them', async () => {
  await openEditor();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Remove relation works_for' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'You have unsaved changes' });
  await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByText('1 change to save')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', {
      name: 'Leave without saving',
    }),
  );
  // The ontology's page, where the versions are listed.
  expect(await screen.findByRole('button', { name: 'Edit details' })).toBeInTheDocument();
  expect(screen.queryByText('1 change to save')).not.toBeInTheDocument();
});

test('R2.19 the starter template replaces YAML of the user only once confirmed', async () => {
  await openEditor();
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'YAML' }));
  const yaml = await screen.findByTestId('yaml-editor');
  await waitFor(() => expect(yaml).toHaveTextContent('name: Company'));
  await user.click(screen.getByRole('button', { name: 'Use the starter template' }));
  const confirm = await screen.findByRole('alertdialog', {
    name: 'Replace the YAML with the starter template?',
  });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(yaml).toHaveTextContent('name: Company');
  await user.click(screen.getByRole('button', { name: 'Use the starter template' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace' }),
  );
  await waitFor(() => expect(yaml).not.toHaveTextContent('name: Company'));
  expect(yaml).toHaveTextContent('format: ontoloom/v1');
});

test('a disabled Save says why: a change to make, then the required name (issue 17)', async () => {
  await openEditor();
  const user = userEvent.setup();
  const save = screen.getByRole('button', { name: 'Save version' });
  expect(save).toBeDisabled();
  expect(save).toHaveAccessibleDescription('Make a change to save a new version.');
  const name = screen.getByRole('textbox', { name: /^Version name/ });
  await user.clear(name);
  expect(save).toHaveAccessibleDescription('Give the version a name to save it.');
});
