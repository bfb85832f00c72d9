import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TextExtractionRun } from '@ontoloom/contract';
import { setToken } from '@ontoloom/platform';
import { callsTo, renderRoutes, resetPlatform } from '@ontoloom/platform/testing';
import { routes } from '../routes';
// The route modules these tests open, loaded with the file: lazily imported, they would load
// inside whichever test opens them first.
import './run/run-route';
import './chunking/chunking-route';
import './extraction/extraction-route';
import './deduplication/deduplication-route';
import { api, at, DOC_B, fill, FINISHED, MOUNT, RUN, RUN_ID, RUN_PATH } from '../test-fixtures';

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const CHUNKED: TextExtractionRun = {
  ...RUN,
  current_step: 'extraction',
  steps: { ...RUN.steps, chunking: { ...RUN.steps.chunking, status: 'succeeded' } },
};
const EXTRACTED: TextExtractionRun = {
  ...CHUNKED,
  current_step: 'dnf_build',
  steps: {
    ...CHUNKED.steps,
    extraction: { ...CHUNKED.steps.extraction, status: 'succeeded' },
    dnf_build: FINISHED.steps.dnf_build,
  },
};
const ESTIMATE = {
  step: 'extraction',
  estimated_credits: 12.3,
  basis: { documents: 2, chunks: 24, characters: 48000, comparisons: 0 },
  credits_usage: {
    credits_quota: 1000,
    credits_used: 100,
    period_start: '2025-01-01T00:00:00.000Z',
    period_end: '2025-02-01T00:00:00.000Z',
    quota_exceeded: false,
  },
  within_quota: true,
};

test('chunking: presets fill the form, overlap ≥ size is refused, preview then start', async () => {
  const { calls } = api({
    extra: ({ method, url }) => {
      if (method === 'POST' && url.pathname === `${RUN_PATH}/chunking/preview`) {
        return {
          body: {
            document_id: DOC_B,
            total_chunks: 80,
            chunks: [{ index: 0, text: 'First chunk text', start: 0, end: 16, page: 1 }],
          },
        };
      }
      if (method === 'POST' && url.pathname === `${RUN_PATH}/chunking`) {
        return { status: 202, body: { ...RUN, status: 'queued' } };
      }
      return undefined;
    },
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/chunking`));
  await user.click(await screen.findByRole('button', { name: 'Tokens 512' }));
  expect(screen.getByRole('button', { name: 'Tokens 512' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('spinbutton', { name: /Chunk size/ })).toHaveValue(512);
  await fill(user, screen.getByRole('spinbutton', { name: /Overlap/ }), '600');
  await user.click(screen.getByRole('button', { name: 'Start chunking' }));
  expect(screen.getByText('The overlap must be smaller than the chunk size.')).toBeInTheDocument();
  expect(callsTo(calls, 'POST', `${RUN_PATH}/chunking`)).toHaveLength(0);

  await fill(user, screen.getByRole('spinbutton', { name: /Overlap/ }), '64');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Document to preview' }), DOC_B);
  await user.click(screen.getByRole('button', { name: 'Preview chunks' }));
  const preview = await screen.findByTestId('chunk-preview');
  expect(preview).toHaveTextContent('First 1 of 80 chunks');
  expect(preview).toHaveTextContent('First chunk text');
  expect(callsTo(calls, 'POST', `${RUN_PATH}/chunking/preview`)[0]?.body).toEqual({
    document_id: DOC_B,
    chunking_parameters: {
      strategy: 'fixed',
      size: 512,
      size_unit: 'tokens',
      overlap: 64,
      respect_pages: false,
    },
  });

  await user.click(screen.getByRole('button', { name: 'Start chunking' }));
  await waitFor(() => expect(callsTo(calls, 'POST', `${RUN_PATH}/chunking`)).toHaveLength(1));
  expect(callsTo(calls, 'POST', `${RUN_PATH}/chunking`)[0]?.body).toEqual({
    chunking_parameters: {
      strategy: 'fixed',
      size: 512,
      size_unit: 'tokens',
      overlap: 64,
      respect_pages: false,
    },
  });
  expect(await screen.findByRole('button', { name: 'Cancel run' })).toBeInTheDocument();
});

test('extraction: class subset and instructions, the estimate is confirmed before the start', async () => {
  const { calls } = api({
    run: CHUNKED,
    extra: ({ method, url }) => {
      if (method === 'POST' && url.pathname === `${RUN_PATH}/estimate`) return { body: ESTIMATE };
      if (method === 'POST' && url.pathname === `${RUN_PATH}/extraction`) {
        return { status: 202, body: { ...CHUNKED, status: 'queued' } };
      }
      return undefined;
    },
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/extraction`));
  await user.click(await screen.findByRole('checkbox', { name: 'Person' }));
  await user.click(screen.getByRole('radio', { name: /Language model/ }));
  await fill(user, screen.getByRole('textbox', { name: 'Instructions' }), 'Ignore the annexes');
  await user.click(screen.getByRole('button', { name: 'Review cost and start' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Estimated cost: 13 credits')).toBeInTheDocument();
  expect(within(dialog).getByText('900 of 1,000')).toBeInTheDocument();
  const config = {
    engine: 'llm',
    concurrency: 4,
    instructions: 'Ignore the annexes',
    classes: ['Company'],
  };
  expect(callsTo(calls, 'POST', `${RUN_PATH}/estimate`)[0]?.body).toEqual({
    step: 'extraction',
    config,
  });
  expect(callsTo(calls, 'POST', `${RUN_PATH}/extraction`)).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Start extraction' }));
  await waitFor(() => expect(callsTo(calls, 'POST', `${RUN_PATH}/extraction`)).toHaveLength(1));
  expect(callsTo(calls, 'POST', `${RUN_PATH}/extraction`)[0]?.body).toEqual({ config });
});

test('spec §8: a 429 with credits info shows credits used, quota and period end', async () => {
  api({
    run: CHUNKED,
    extra: ({ method, url }) => {
      if (method === 'POST' && url.pathname === `${RUN_PATH}/estimate`) return { body: ESTIMATE };
      if (method === 'POST' && url.pathname === `${RUN_PATH}/extraction`) {
        return {
          status: 429,
          body: {
            code: 'quota_exceeded',
            detail: 'Quota exceeded',
            request_id: 'r',
            credits_usage: { ...ESTIMATE.credits_usage, credits_used: 999.2, quota_exceeded: true },
          },
        };
      }
      return undefined;
    },
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/extraction`));
  await user.click(await screen.findByRole('button', { name: 'Review cost and start' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', {
      name: 'Start extraction',
    }),
  );
  expect(await screen.findByText('Your credit quota is used up')).toBeInTheDocument();
  expect(
    screen.getByText('You have used 1,000 of 1,000 credits. The quota renews on February 1, 2025.'),
  ).toBeInTheDocument();
});

test('deduplication: rules in words, candidate pairs, estimate then merge; or skip', async () => {
  const { calls } = api({
    run: EXTRACTED,
    extra: ({ method, url }) => {
      if (method === 'POST' && url.pathname === `${RUN_PATH}/estimate`) {
        return {
          body: {
            ...ESTIMATE,
            step: 'dnf_execute',
            basis: { ...ESTIMATE.basis, comparisons: 1200 },
          },
        };
      }
      if (method === 'POST' && url.pathname.startsWith(`${RUN_PATH}/deduplication/`)) {
        return { status: 202, body: { ...EXTRACTED, status: 'queued' } };
      }
      return undefined;
    },
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/deduplication`));
  const rule = await screen.findByTestId('dedup-rule');
  expect(rule).toHaveTextContent(
    'same normalized name, OR same first word of name AND same year in founded',
  );
  expect(rule).toHaveTextContent('1,200');
  expect(rule).toHaveTextContent('97%');
  const pair = await screen.findByTestId('candidate-pair');
  expect(pair).toHaveTextContent('Acme Ltd');
  expect(pair).toHaveTextContent('Globex');
  expect(pair).toHaveTextContent('42%');

  await fill(user, screen.getByRole('spinbutton', { name: /Match threshold/ }), '90');
  await user.click(screen.getByRole('button', { name: 'Review cost and merge' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Comparisons')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Merge duplicates' }));
  await waitFor(() =>
    expect(callsTo(calls, 'POST', `${RUN_PATH}/deduplication/dnf_execute`)).toHaveLength(1),
  );
  expect(callsTo(calls, 'POST', `${RUN_PATH}/deduplication/dnf_execute`)[0]?.body).toEqual({
    config: { match_threshold: 0.9 },
  });
});

test('deduplication can be skipped', async () => {
  const { calls } = api({
    run: EXTRACTED,
    extra: ({ method, url }) =>
      method === 'POST' && url.pathname === `${RUN_PATH}/deduplication/skip`
        ? {
            body: {
              ...FINISHED,
              steps: {
                ...FINISHED.steps,
                dnf_execute: { ...FINISHED.steps.dnf_execute, status: 'skipped' },
              },
            },
          }
        : undefined,
  });
  const user = userEvent.setup();
  renderRoutes(MOUNT, routes, at(`/${RUN_ID}/deduplication`));
  await user.click(await screen.findByRole('button', { name: 'Skip deduplication' }));
  expect(
    await screen.findByText('Deduplication is done: the results are ready.'),
  ).toBeInTheDocument();
  expect(callsTo(calls, 'POST', `${RUN_PATH}/deduplication/skip`)).toHaveLength(1);
});
