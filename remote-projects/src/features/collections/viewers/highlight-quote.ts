/** The CSS highlight name of the passage a link opened the document at (see `SpanHighlightStyle`). */
export const SPAN_HIGHLIGHT = 'ontoloom-span';

/**
 * Finds `quote` in the text under `root` (whitespace-insensitive, then case-insensitive), marks it
 * with the CSS Custom Highlight API (or selects it where that API is missing) and scrolls it into
 * view. Returns whether the passage was found.
 */
export function highlightQuote(root: HTMLElement, quote: string, near?: number): boolean {
  clearHighlight();
  const wanted = quote.replace(/\s+/g, ' ').trim();
  if (!wanted) return false;
  // The text under root with runs of whitespace collapsed to one space, and for each kept
  // character the text node and offset it came from.
  const chars: string[] = [];
  const nodes: Text[] = [];
  const nodeOf: number[] = [];
  const offsetOf: number[] = [];
  let space = true;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    nodes.push(node);
    const value = node.data;
    for (let index = 0; index < value.length; index += 1) {
      const char = value[index] ?? '';
      const isSpace = /\s/.test(char);
      if (isSpace && space) continue;
      space = isSpace;
      chars.push(isSpace ? ' ' : char);
      nodeOf.push(nodes.length - 1);
      offsetOf.push(index);
    }
  }
  const text = chars.join('');
  const at =
    nearestMatch(text, wanted, near) ??
    nearestMatch(text.toLowerCase(), wanted.toLowerCase(), near);
  if (at === undefined) return false;
  const end = at + wanted.length - 1;
  const startNode = nodes[nodeOf[at] ?? -1];
  const endNode = nodes[nodeOf[end] ?? -1];
  if (!startNode || !endNode) return false;
  const range = root.ownerDocument.createRange();
  range.setStart(startNode, offsetOf[at] ?? 0);
  range.setEnd(endNode, (offsetOf[end] ?? 0) + 1);
  if (typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight !== 'undefined') {
    CSS.highlights.set(SPAN_HIGHLIGHT, new Highlight(range));
  } else {
    const selection = root.ownerDocument.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
  startNode.parentElement?.scrollIntoView?.({ block: 'center' });
  return true;
}

/** The occurrence of `wanted` in `text` closest to `near` (the first one without it). */
function nearestMatch(text: string, wanted: string, near?: number): number | undefined {
  let best: number | undefined;
  for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1)) {
    if (near === undefined) return at;
    if (best === undefined || Math.abs(at - near) < Math.abs(best - near)) best = at;
    else break; // further ones are only further away
  }
  return best;
}

export function clearHighlight() {
  if (typeof CSS !== 'undefined' && 'highlights' in CSS) CSS.highlights.delete(SPAN_HIGHLIGHT);
}
