import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProvider } from '@ontoloom/platform';
import '../../../i18n';
import { PdfToolbar, type PdfToolbarProps } from './pdf-toolbar';

const setup = (props: Partial<PdfToolbarProps> = {}) => {
  const handlers = {
    onPage: jest.fn(),
    onZoomIn: jest.fn(),
    onZoomOut: jest.fn(),
    onFitWidth: jest.fn(),
    onQuery: jest.fn(),
    onFind: jest.fn(),
  };
  render(
    <PlatformProvider>
      <PdfToolbar
        page={1}
        pages={14}
        scale={1.25}
        query=""
        matches={null}
        download={{ href: 'blob:x', name: 'audit.pdf' }}
        {...handlers}
        {...props}
      />
    </PlatformProvider>,
  );
  return handlers;
};

test('issue 17: page navigation shows "Page n of N", moves by buttons and by the typed number', async () => {
  const user = userEvent.setup();
  const { onPage } = setup({ page: 2 });
  expect(screen.getByRole('toolbar', { name: 'PDF controls' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Page number' })).toHaveValue('2');
  expect(screen.getByTestId('pdf-page-total')).toHaveTextContent('of 14');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(onPage).toHaveBeenLastCalledWith(3);
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(onPage).toHaveBeenLastCalledWith(1);

  const input = screen.getByRole('textbox', { name: 'Page number' });
  await user.clear(input);
  await user.type(input, '9{Enter}');
  expect(onPage).toHaveBeenLastCalledWith(9);
  // Out of range: nothing happens and the field shows the current page again.
  onPage.mockClear();
  await user.clear(input);
  await user.type(input, '40{Enter}');
  expect(onPage).not.toHaveBeenCalled();
  expect(input).toHaveValue('2');
});

test('issue 17: previous is disabled on the first page, next on the last', () => {
  setup({ page: 1, pages: 1 });
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('issue 17: zoom shows the scale and its buttons zoom', async () => {
  const user = userEvent.setup();
  const { onZoomIn, onZoomOut, onFitWidth } = setup();
  expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('125 %');
  await user.click(screen.getByRole('button', { name: 'Zoom in' }));
  await user.click(screen.getByRole('button', { name: 'Zoom out' }));
  await user.click(screen.getByRole('button', { name: 'Fit width' }));
  expect([onZoomIn, onZoomOut, onFitWidth].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
});

test('issue 17: find, Enter for the next match, Shift+Enter for the previous, "3 of 12"', async () => {
  const user = userEvent.setup();
  const { onFind, onQuery } = setup({ query: 'steel', matches: { current: 3, total: 12 } });
  expect(screen.getByTestId('pdf-matches')).toHaveTextContent('3 of 12');
  const box = screen.getByRole('searchbox', { name: 'Find in document' });
  await user.type(box, 's');
  expect(onQuery).toHaveBeenLastCalledWith('steels');
  await user.type(box, '{Enter}');
  expect(onFind).toHaveBeenLastCalledWith(false);
  await user.type(box, '{Shift>}{Enter}{/Shift}');
  expect(onFind).toHaveBeenLastCalledWith(true);
  await user.click(screen.getByRole('button', { name: 'Previous match' }));
  expect(onFind).toHaveBeenLastCalledWith(true);
});

test('issue 17: no match says so; nothing shows before a search', () => {
  setup({ query: 'zebra', matches: { current: 0, total: 0 } });
  expect(screen.getByTestId('pdf-matches')).toHaveTextContent('No match');
});

test('issue 17: the download link carries the document name', () => {
  setup();
  const link = screen.getByRole('link', { name: 'Download' });
  expect(link).toHaveAttribute('download', 'audit.pdf');
  expect(link).toHaveAttribute('href', 'blob:x');
});
