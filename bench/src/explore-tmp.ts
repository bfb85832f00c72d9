import { readFileSync } from 'node:fs';
import { lexiconTags } from '../../services/pipeline/src/extraction/rules/names';
const dom = process.argv[2] ?? 'scientific-abstracts';
const docs = JSON.parse(readFileSync(`corpus/${dom}/dev.json`, 'utf8')).documents;
const stats = new Map<string, { gold: number; other: number; ex: Set<string> }>();
const END = /(in|ine|ol|one|ene|ide|al|am|ate|ane|oid|yl|ose|ium)$/;
for (const d of docs) {
  const gold = new Set<string>(d.entities.filter((e: any) => ['Substance','Drug'].includes(e[0])).map((e: any) => e[1].toLowerCase()));
  const seen = new Set<string>();
  for (const m of d.text.matchAll(/[\p{L}][\p{L}\p{N}'’-]*/gu)) {
    const w = m[0];
    if (!/^\p{L}\p{Ll}+(?:-[\p{L}\p{N}]{1,3}(?:-ol)?)?$/u.test(w)) continue;
    const base = w.split('-')[0]!.toLowerCase();
    if (base.length < 7) continue;
    const e = END.exec(base); if (!e) continue;
    if (lexiconTags(base).length > 0) continue;
    if (seen.has(w.toLowerCase())) continue; seen.add(w.toLowerCase());
    const s = stats.get(e[1]!) ?? { gold: 0, other: 0, ex: new Set() };
    if (gold.has(w.toLowerCase())) s.gold++; else { s.other++; s.ex.add(w); }
    stats.set(e[1]!, s);
  }
}
for (const [k, s] of stats) console.log(k, s.gold, s.other, [...s.ex].slice(0, 25).join(' '));
