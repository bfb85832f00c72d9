import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, ChatProposal } from '@ontoloom/contract';
import { setToken } from '@ontoloom/platform';
import { asActiveUser, renderRoutes, resetPlatform, stubFetch } from '@ontoloom/platform/testing';
import { routes } from '../routes';
import { at, BASE, DETAIL, fill, MOUNT, ONTOLOGY, PROJECT_ID, VERSION } from '../test-fixtures';

jest.setTimeout(30_000);

const THREAD = '44444444-4444-4444-8444-444444444444';
const now = '2026-01-01T00:00:00.000Z';
const proposal: ChatProposal = {
  kind: 'ontology_modifications',
  ontology_id: ONTOLOGY.id,
  base_version_id: VERSION.id,
  summary: 'Add class Supplier with name, country',
  ontology_modifications: [
    {
      op: 'add_class',
      class: {
        name: 'Supplier',
        description: '',
        aliases: [],
        examples: [],
        patterns: [],
        properties: [
          {
            name: 'name',
            type: 'string',
            description: '',
            required: false,
            multiple: false,
            identifying: false,
          },
          {
            name: 'country',
            type: 'string',
            description: '',
            required: false,
            multiple: false,
            identifying: false,
          },
        ],
      },
    },
  ],
};
const reply: ChatMessage = {
  id: '55555555-5555-4555-8555-555555555555',
  thread_id: THREAD,
  role: 'assistant',
  content: 'Add class Supplier with name, country: here is the change.',
  status: 'complete',
  tool_calls: [
    {
      id: 't1',
      name: 'propose_modifications',
      arguments: {},
      ok: true,
      result: 'Proposed 1 change(s)',
    },
  ],
  citations: [],
  proposal,
  credits: 1,
  created_at: now,
};
const thread = {
  id: THREAD,
  agent: 'ontology_assistant',
  context: { project_id: PROJECT_ID, ontology_version_id: VERSION.id },
  title: 'add class Supplier',
  credits_used: 1,
  created_at: now,
  updated_at: now,
};
const NEW_VERSION = {
  ...DETAIL,
  id: '66666666-6666-4666-8666-666666666666',
  version_number: 3,
  name: 'With suppliers',
};

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
});

test('R1.07 the version page opens the ontology assistant; a proposal shows as a diff and is applied as a new version', async () => {
  const { calls } = stubFetch(
    asActiveUser(({ method, url }) => {
      const path = url.pathname;
      if (url.host === 'chat.test') {
        if (path === '/threads') return { body: [thread] };
        if (path === `/threads/${THREAD}`) return { body: { ...thread, messages: [reply] } };
        return undefined;
      }
      if (path === `${BASE}/ontologies/${ONTOLOGY.id}`) return { body: ONTOLOGY };
      if (path === `${BASE}/ontologies/${ONTOLOGY.id}/versions`) return { body: [VERSION] };
      if (path === `${BASE}/ontology_versions/${VERSION.id}`) return { body: DETAIL };
      if (method === 'POST' && path === `${BASE}/ontology_versions`)
        return { status: 201, body: NEW_VERSION };
      return undefined;
    }),
  );
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${ONTOLOGY.id}/versions/${VERSION.id}`));
  await user.click(await screen.findByRole('button', { name: 'Assistant' }, { timeout: 10_000 }));
  const panel = await screen.findByRole('dialog', { name: 'Ontology assistant · v2' });
  // The thread of this version, asked for with the configured agent name and the version as context.
  const listed = calls.find(
    (call) => call.url.host === 'chat.test' && call.url.pathname === '/threads',
  );
  expect(Object.fromEntries(listed!.url.searchParams)).toEqual({
    agent: 'ontology',
    project_id: PROJECT_ID,
    ontology_version_id: VERSION.id,
  });
  expect(await within(panel).findByText(reply.content)).toBeInTheDocument();
  const diff = within(panel).getByRole('table', { name: 'Proposed changes' });
  expect(diff).toHaveTextContent('Supplier');
  await fill(user, within(panel).getByRole('textbox', { name: /version name/i }), 'With suppliers');
  await user.click(within(panel).getByRole('button', { name: 'Apply as new version' }));
  expect(await within(panel).findByText(/Applied as version 3/)).toBeInTheDocument();
  const posted = calls.find(
    (call) => call.method === 'POST' && call.url.pathname === `${BASE}/ontology_versions`,
  );
  expect(posted?.body).toEqual({
    new_ontology: {
      mode: 'from_modifications',
      ontology_id: ONTOLOGY.id,
      base_version_id: VERSION.id,
      ontology_modifications: proposal.ontology_modifications,
      name: 'With suppliers',
      description: proposal.summary,
    },
  });
});

test('R1.07 a proposal can be discarded: nothing is sent to the API', async () => {
  const { calls } = stubFetch(
    asActiveUser(({ url }) => {
      const path = url.pathname;
      if (url.host === 'chat.test') {
        if (path === '/threads') return { body: [thread] };
        if (path === `/threads/${THREAD}`) return { body: { ...thread, messages: [reply] } };
        return undefined;
      }
      if (path === `${BASE}/ontologies/${ONTOLOGY.id}`) return { body: ONTOLOGY };
      if (path === `${BASE}/ontologies/${ONTOLOGY.id}/versions`) return { body: [VERSION] };
      if (path === `${BASE}/ontology_versions/${VERSION.id}`) return { body: DETAIL };
      return undefined;
    }),
  );
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${ONTOLOGY.id}/versions/${VERSION.id}`));
  await user.click(await screen.findByRole('button', { name: 'Assistant' }, { timeout: 10_000 }));
  const panel = await screen.findByRole('dialog');
  await user.click(await within(panel).findByRole('button', { name: 'Discard' }));
  expect(within(panel).getByText('Proposal discarded.')).toBeInTheDocument();
  await waitFor(() => expect(within(panel).queryByRole('table')).not.toBeInTheDocument());
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});
