import { highlightQuote } from './highlight-quote';

const root = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
};

test('issue 12: a provenance quote is found across elements and whitespace, and selected', () => {
  const element = root('<p>Acme   Ltd was <b>founded</b>\n in 1999 by Jane Roe.</p>');
  expect(highlightQuote(element, 'Ltd was founded in 1999')).toBe(true);
  // jsdom has no CSS Custom Highlight API: the passage is selected instead.
  expect(document.getSelection()?.toString()).toBe('Ltd was founded\n in 1999');
});

test('issue 12: case differences still find the passage; a missing one is reported', () => {
  const element = root('<p>ACME LTD, founded in 1999</p>');
  expect(highlightQuote(element, 'acme ltd')).toBe(true);
  expect(document.getSelection()?.toString()).toBe('ACME LTD');
  expect(highlightQuote(element, 'Globex')).toBe(false);
  expect(highlightQuote(element, '   ')).toBe(false);
});

test('issue 12: among repeated quotes, the one nearest the source offset is marked', () => {
  const element = root('<p>Acme ships steel.</p><p>Later, Acme ships copper.</p>');
  expect(highlightQuote(element, 'Acme ships', 20)).toBe(true);
  const range = document.getSelection()?.getRangeAt(0);
  expect(range?.startContainer.textContent).toBe('Later, Acme ships copper.');
  expect(highlightQuote(element, 'Acme ships')).toBe(true);
  expect(document.getSelection()?.getRangeAt(0).startContainer.textContent).toBe(
    'Acme ships steel.',
  );
});
