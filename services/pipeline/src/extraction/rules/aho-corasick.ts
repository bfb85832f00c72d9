type Node = { next: Map<number, number>; fail: number; outputs: number[]; depth: number };

export type PatternMatch = { start: number; end: number; pattern: number };

const isWordCode = (code: number): boolean =>
  (code >= 48 && code <= 57) ||
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122) ||
  code === 95 ||
  (code > 127 && /[\p{L}\p{N}]/u.test(String.fromCharCode(code)));

const lowerCache = new Map<number, number>();
/** Lower case one UTF-16 unit, keeping offsets (a few characters lower-case to two units). */
const lowerCode = (code: number): number => {
  if (code < 128) return code >= 65 && code <= 90 ? code + 32 : code;
  let lower = lowerCache.get(code);
  if (lower === undefined) {
    const folded = String.fromCharCode(code).toLowerCase();
    lower = folded.length === 1 ? folded.charCodeAt(0) : code;
    lowerCache.set(code, lower);
  }
  return lower;
};

/**
 * Aho-Corasick automaton: finds every occurrence of thousands of names (the ontology's examples,
 * aliases, cue phrases) in one pass over the text, case-insensitively and on word boundaries.
 */
export class AhoCorasick {
  private readonly nodes: Node[] = [{ next: new Map(), fail: 0, outputs: [], depth: 0 }];
  readonly size: number;

  constructor(patterns: string[]) {
    patterns.forEach((pattern, index) => {
      let state = 0;
      for (let i = 0; i < pattern.length; i += 1) {
        const code = lowerCode(pattern.charCodeAt(i));
        let child = this.nodes[state]!.next.get(code);
        if (child === undefined) {
          child = this.nodes.length;
          this.nodes.push({
            next: new Map(),
            fail: 0,
            outputs: [],
            depth: this.nodes[state]!.depth + 1,
          });
          this.nodes[state]!.next.set(code, child);
        }
        state = child;
      }
      if (pattern.length > 0) this.nodes[state]!.outputs.push(index);
    });
    this.size = patterns.length;
    this.link();
  }

  private link(): void {
    const queue: number[] = [...this.nodes[0]!.next.values()];
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head]!;
      const node = this.nodes[state]!;
      for (const [code, child] of node.next) {
        let fail = node.fail;
        while (fail !== 0 && !this.nodes[fail]!.next.has(code)) fail = this.nodes[fail]!.fail;
        const target = this.nodes[fail]!.next.get(code);
        this.nodes[child]!.fail = target !== undefined && target !== child ? target : 0;
        this.nodes[child]!.outputs.push(...this.nodes[this.nodes[child]!.fail]!.outputs);
        queue.push(child);
      }
    }
  }

  /** All whole-word occurrences, in order of their end, longest first at the same end. */
  search(text: string, lengths: number[]): PatternMatch[] {
    const matches: PatternMatch[] = [];
    let state = 0;
    for (let i = 0; i < text.length; i += 1) {
      const code = lowerCode(text.charCodeAt(i));
      while (state !== 0 && !this.nodes[state]!.next.has(code)) state = this.nodes[state]!.fail;
      state = this.nodes[state]!.next.get(code) ?? 0;
      for (const pattern of this.nodes[state]!.outputs) {
        const end = i + 1;
        const start = end - lengths[pattern]!;
        const before = start > 0 ? text.charCodeAt(start - 1) : 32;
        const after = end < text.length ? text.charCodeAt(end) : 32;
        const bounded =
          !(isWordCode(before) && isWordCode(text.charCodeAt(start))) &&
          !(isWordCode(after) && isWordCode(text.charCodeAt(end - 1)));
        if (bounded) matches.push({ start, end, pattern });
      }
    }
    return matches;
  }
}
