import { render, screen, within } from '@testing-library/react';
import { PlatformProvider } from '@ontoloom/platform';
import type { ReactElement } from 'react';
import { DocumentViewer } from './document-viewer';

const renderWithPlatform = (element: ReactElement) =>
  render(<PlatformProvider>{element}</PlatformProvider>);

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

test('Markdown is rendered (headings, lists, emphasis), sanitized, not shown as source (issue 17)', async () => {
  renderWithPlatform(
    <DocumentViewer
      contentType="text/markdown; charset=utf-8"
      data={bytes(
        '# Supplier audit\n\n- Acme Ltd\n- Globex\n\n**Signed** in Lyon.\n\n<img src="https://tracker.example/x.png" onerror="alert(1)">\n',
      )}
    />,
  );
  const view = await screen.findByTestId('html-viewer');
  expect(
    within(view).getByRole('heading', { level: 1, name: 'Supplier audit' }),
  ).toBeInTheDocument();
  expect(
    within(view)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Acme Ltd', 'Globex']);
  expect(within(view).getByText('Signed').tagName).toBe('STRONG');
  expect(view).not.toHaveTextContent('# Supplier');
  // No remote image, no handler: the sanitizer runs on Markdown too.
  expect(view.innerHTML).not.toContain('tracker.example');
  expect(view.innerHTML).not.toContain('onerror');
});

test('plain text stays as it is, markup included', () => {
  renderWithPlatform(<DocumentViewer contentType="text/plain" data={bytes('<b>not bold</b>')} />);
  expect(screen.getByTestId('text-viewer')).toHaveTextContent('<b>not bold</b>');
});
