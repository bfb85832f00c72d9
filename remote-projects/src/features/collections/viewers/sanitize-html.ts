let purifier: Promise<(html: string) => string> | null = null;

/**
 * DOMPurify (its own chunk, loaded on first use) plus two rules of ours: images only from the
 * document itself (data: URIs, as mammoth makes them; a remote image would tell a third party
 * the document was opened), and an empty alt where the document gave none, so screen readers
 * skip them instead of reading file names.
 */
export function sanitizeHtml(html: string): Promise<string> {
  purifier ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then(
    ({ default: DOMPurify }) => {
      DOMPurify.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName !== 'IMG') return;
        if (!node.getAttribute('src')?.startsWith('data:image/')) node.removeAttribute('src');
        if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      });
      return (dirty: string) =>
        DOMPurify.sanitize(dirty, {
          USE_PROFILES: { html: true },
          FORBID_TAGS: ['style', 'form'],
        });
    },
  );
  return purifier.then((clean) => clean(html));
}
