import type { OntologyDocument } from '@ontoloom/contract';
import { ontologyDocumentSchema } from '@ontoloom/contract';
import type { Entity } from '@ontoloom/pipeline';
import { stableId } from '@ontoloom/pipeline';

export const dedupOntology: OntologyDocument = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    {
      name: 'Person',
      label: 'Person',
      properties: [
        { name: 'name', type: 'string', identifying: true },
        { name: 'birth_date', type: 'date', identifying: true },
        { name: 'email', type: 'email', identifying: true },
        { name: 'city', type: 'string' },
      ],
    },
  ],
});

const FIRST =
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony Sandra Mark Margaret Donald Ashley Steven Kimberly Andrew Emily Paul Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Melissa George Deborah Timothy Stephanie Ronald Rebecca Jason Sharon Edward Laura Jeffrey Cynthia Ryan Amy Jacob Kathleen Gary Angela Nicholas Shirley Eric Brenda Jonathan Emma Stephen Anna Larry Pamela Justin Nicole Scott Samantha Brandon Katherine Benjamin Christine Samuel Helen Gregory Debra Alexander Rachel Patrick Carolyn Frank Janet Raymond Maria Jack Catherine Dennis Heather Jerry Diane Tyler Olivia Aaron Julie Jose Joyce Adam Victoria Nathan Ruth Henry Virginia Zachary Lauren Douglas Kelly Peter Christina Kyle Joan Noah Evelyn Ethan Judith Jeremy Andrea Walter Hannah Christian Megan Keith Cheryl Roger Jacqueline Terry Martha Austin Madison Sean Teresa Gerald Gloria Carl Sara Harold Janice Dylan Ann Arthur Kathryn Lawrence Abigail Jordan Sophia Jesse Frances Bryan Jean Billy Alice Bruce Judy Gabriel Isabella Joe Julia Logan Grace Alan Amber Juan Denise Albert Danielle Willie Marilyn Elijah Beverly Wayne Charlotte Randy Natalie Vincent Theresa Mason Diana Roy Brittany Ralph Doris Bobby Kayla Russell Alexis Bradley Lori Philip Marie'.split(
    ' ',
  );
const SYLLABLES =
  'ber kal man son ler dor vin ash ton rik mel har sto wen gar lin bro fel nor del mar ris tan vel kor sel dun hol par ven bas ley mor cas fin gil'.split(
    ' ',
  );
const CITIES =
  'Berlin Paris Madrid Rome Vienna Prague Lisbon Dublin Oslo Warsaw Athens Zurich Brussels Amsterdam Copenhagen Helsinki'.split(
    ' ',
  );
const DOMAINS = ['example.org', 'mail.test', 'corp.example', 'inbox.test', 'post.example'];

const random = (seed: number): (() => number) => {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const capitalise = (word: string): string => word[0]!.toUpperCase() + word.slice(1);

const typo = (word: string, r: () => number): string => {
  if (word.length < 4) return word;
  const i = 1 + Math.floor(r() * (word.length - 2));
  const kind = Math.floor(r() * 4);
  if (kind === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 2) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i) + 'aeiou'[Math.floor(r() * 5)] + word.slice(i + 1);
};

type Person = { first: string; last: string; birth: string; email: string; city: string };

const makeEntity = (
  key: string,
  p: Person,
  name: string,
  birth: string | null,
  email: string | null,
): Entity => {
  const provenance = {
    document_id: stableId('bench-doc', key),
    page: 1,
    chunk_id: null,
    start: 0,
    end: name.length,
    text: name,
  };
  const values: Record<string, string> = {
    name,
    city: p.city,
    ...(birth ? { birth_date: birth } : {}),
    ...(email ? { email } : {}),
  };
  return {
    id: stableId('bench-person', key),
    class_name: 'Person',
    label: name,
    confidence: 0.9,
    properties: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, [v]])),
    property_sources: {},
    provenance: [provenance],
  };
};

/**
 * `total` Person entities: originals plus variants of about a quarter of them (typos, reordered
 * or upper-cased names, missing email or birth date), shuffled. `truth` holds the cluster of every
 * entity (same number = same person).
 */
export const generatePeople = (
  total: number,
  seed = 7,
): { entities: Entity[]; truth: Int32Array } => {
  const r = random(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(r() * list.length)]!;
  const rows: { entity: Entity; cluster: number }[] = [];
  let cluster = 0;
  while (rows.length < total) {
    const last = capitalise(pick(SYLLABLES) + pick(SYLLABLES) + (r() < 0.7 ? pick(SYLLABLES) : ''));
    const first = pick(FIRST);
    const year = 1940 + Math.floor(r() * 65);
    const birth = `${year}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
    const email = `${first.toLowerCase()}.${last.toLowerCase()}${Math.floor(r() * 100)}@${pick(DOMAINS)}`;
    const person: Person = { first, last, birth, email, city: pick(CITIES) };
    rows.push({
      entity: makeEntity(`${cluster}`, person, `${first} ${last}`, birth, email),
      cluster,
    });
    const copies = r() < 0.25 ? (r() < 0.3 ? 2 : 1) : 0;
    for (let c = 1; c <= copies && rows.length < total; c += 1) {
      const variant = Math.floor(r() * 5);
      const name =
        variant === 0
          ? `${first} ${typo(last, r)}`
          : variant === 1
            ? `${typo(first, r)} ${last}`
            : variant === 2
              ? `${last}, ${first}`
              : variant === 3
                ? `${first} ${last}`.toUpperCase()
                : `${first} ${typo(last, r)}`;
      const keepEmail = r() < 0.5;
      const keepBirth = r() < 0.9;
      rows.push({
        entity: makeEntity(
          `${cluster}-${c}`,
          person,
          name,
          keepBirth ? birth : null,
          keepEmail ? email : null,
        ),
        cluster,
      });
    }
    cluster += 1;
  }
  for (let i = rows.length - 1; i > 0; i -= 1) {
    const j = Math.floor(r() * (i + 1));
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  return {
    entities: rows.map((row) => row.entity),
    truth: Int32Array.from(rows, (row) => row.cluster),
  };
};
