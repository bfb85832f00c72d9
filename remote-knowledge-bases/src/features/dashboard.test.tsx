import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as echarts from 'echarts/core';
import { setToken } from '@ontoloom/platform';
import { afterLatency, callsTo, renderRoutes, resetPlatform } from '@ontoloom/platform/testing';
import { routes } from '../routes';
import {
  api,
  at,
  DASHBOARD_ID,
  dashboardData,
  fill,
  KB_ID,
  KB_PATH,
  MOUNT,
} from '../test-fixtures';

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const DATA = `${KB_PATH}/dashboards/${DASHBOARD_ID}/data`;
const page = (search = '') => at(`/${KB_ID}/dashboards/${DASHBOARD_ID}${search}`);

test('R2.23 every URL search param is a dashboard parameter sent as the data body; the breadcrumb shows the title', async () => {
  const { calls } = api();
  renderRoutes(MOUNT, routes, page('?class=Company&year=2024'), 'Projects');
  expect(await screen.findByRole('heading', { name: 'Overview', level: 2 })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
    /Knowledge bases.*Suppliers.*Overview/,
  );
  await waitFor(() => expect(callsTo(calls, 'POST', DATA)).toHaveLength(1));
  // Declared or not, all of them: the server decides what it uses.
  expect(callsTo(calls, 'POST', DATA)[0]?.body).toEqual({ class: 'Company', year: '2024' });
  expect(screen.getByRole('textbox', { name: 'Class' })).toHaveValue('Company');
  const active = screen.getByRole('list', { name: 'Active parameters' });
  expect(within(active).getByText('Class: Company')).toBeInTheDocument();
  expect(within(active).getByText('year: 2024')).toBeInTheDocument();
});

test('R2.23 a widget error shows in that widget, translated by its code with the detail, while the others render', async () => {
  api();
  renderRoutes(MOUNT, routes, page());
  const broken = await screen.findByTestId('widget-broken');
  expect(
    await within(broken).findByText(
      'This widget took too long to compute. Narrow it with a parameter.',
    ),
  ).toBeInTheDocument();
  expect(within(broken).getByText('Stopped after 5000 ms')).toBeInTheDocument();
  expect(within(screen.getByTestId('widget-entities')).getByText('1,204')).toBeInTheDocument();
  expect(
    within(screen.getByTestId('widget-most-connected')).getByText('Ada Lovelace'),
  ).toBeInTheDocument();
  expect(
    await within(screen.getByTestId('widget-per-class')).findByRole('img', {
      name: 'Entities per class: bar chart of 2 items',
    }),
  ).toBeInTheDocument();
});

jest.setTimeout(20_000);

test('R2.23 a click on a bar sets its parameter in the URL (Back restores it) and every widget refetches with it', async () => {
  const { calls } = api({
    extra: ({ url, body }) =>
      url.pathname === DATA
        ? afterLatency({ body: dashboardData((body as Record<string, string>).class) })
        : undefined,
  });
  const { router } = renderRoutes(MOUNT, routes, page());
  const widget = await screen.findByTestId('widget-per-class');
  const chartBox = await within(widget).findByRole('img');
  // The chart is drawn by ECharts (SVG). jsdom has no layout, so the pointer events go to the
  // chart's own event handler at the pixel of the "Company" bar, as the browser's would.
  const drawn = await waitFor(() => {
    const element = chartBox.querySelector('[_echarts_instance_]');
    if (!element) throw new Error('The chart is not drawn yet');
    return element as HTMLElement;
  });
  const chart = echarts.getInstanceByDom(drawn)!;
  const [x, y] = chart.convertToPixel({ seriesIndex: 0 }, ['Company', 350]) as number[];
  const handler = chart.getZr().handler;
  // The bars grow in with an animation: wait until one stands at that pixel.
  await waitFor(() => expect(handler.findHover(x!, y!).target).toBeTruthy(), { timeout: 3000 });
  for (const name of ['mousemove', 'mousedown', 'mouseup', 'click'] as const) {
    handler.dispatch(name, {
      type: name,
      zrX: x,
      zrY: y,
      target: drawn,
      preventDefault: () => undefined,
      stopPropagation: () => undefined,
    });
  }

  await waitFor(() => expect(router.state.location.search).toBe('?class=Company'));
  await waitFor(() =>
    expect(callsTo(calls, 'POST', DATA).at(-1)?.body).toEqual({ class: 'Company' }),
  );
  // The other widgets answer with the filter.
  await waitFor(() =>
    expect(
      within(screen.getByTestId('widget-most-connected')).queryByText('Ada Lovelace'),
    ).not.toBeInTheDocument(),
  );
  expect(within(screen.getByTestId('widget-entities')).getByText('1')).toBeInTheDocument();

  await router.navigate(-1);
  await waitFor(() => expect(router.state.location.search).toBe(''));
});

test('R2.23 keyboard: a table row picks with Enter, a chart bar through its data table', async () => {
  api();
  const user = userEvent.setup();
  const { router } = renderRoutes(MOUNT, routes, page());
  const table = await screen.findByTestId('widget-most-connected');
  const row = await within(table).findByRole('row', { name: 'Filter by Acme Ltd' });
  row.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.search).toBe('?class=Acme+Ltd'));

  const bars = screen.getByTestId('widget-per-class');
  await user.click(within(bars).getByRole('button', { name: 'Show as table' }));
  await user.click(within(bars).getByRole('row', { name: 'Filter by Person' }));
  await waitFor(() => expect(router.state.location.search).toBe('?class=Person'));
});

test('R2.23 the parameters bar writes a typed value to the URL, and a chip removes it', async () => {
  const { calls } = api();
  const user = userEvent.setup();
  const { router } = renderRoutes(MOUNT, routes, page());
  await fill(user, await screen.findByRole('textbox', { name: 'Class' }), 'Person');
  await waitFor(() => expect(router.state.location.search).toBe('?class=Person'));
  await waitFor(() =>
    expect(callsTo(calls, 'POST', DATA).at(-1)?.body).toEqual({ class: 'Person' }),
  );
  await user.click(screen.getByRole('button', { name: 'Remove Class' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Class' })).toHaveValue(''));
});

test('R8.02 an unknown dashboard shows the dashboard not-found view', async () => {
  api({
    extra: ({ url }) =>
      url.pathname === `${KB_PATH}/dashboards/${DASHBOARD_ID}`
        ? { status: 404, body: { code: 'dashboard_not_found', detail: 'Not found' } }
        : undefined,
  });
  renderRoutes(MOUNT, routes, page());
  expect(await screen.findByTestId('not-found')).toHaveTextContent(
    'This dashboard does not exist.',
  );
});
