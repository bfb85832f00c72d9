import type { OntologyRelation } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import type { RelationMention } from './relations';
import { NAME_PATTERN } from './names';

/**
 * A signature block's line that names its signer: "By: /s/ Marcus Oyelaran", "Name: Denise
 * Hallworth", "Signed by: …", "per: Graham Thorsteinson, President" (a title may follow a
 * comma). Group 1 is the name.
 */
export const SIGNER_LINE = new RegExp(
  String.raw`(?:^|\n)[ \t]*(?:By|Name|Signed by|Signature|Signatory|[Pp]er)[ \t]*:[ \t]*(?:\/s\/[ \t]*)?(${NAME_PATTERN})[ \t]*(?=\n|$|,[ \t]*\p{Lu})`,
  'gu',
);

/** The paragraph (text between blank lines) around `at`. */
export const blockAround = (text: string, at: number): { start: number; end: number } => {
  const end = text.indexOf('\n\n', at);
  const before = text.lastIndexOf('\n\n', at);
  return { start: before === -1 ? 0 : before + 2, end: end === -1 ? text.length : end };
};

/**
 * The party of a signature block: the organisation named last in the block before `at`, else
 * the block's first line when it is, in capitals or not, the name of an organisation the text
 * names elsewhere ("LAKEVIEW BANK OF COMMERCE" over its signer).
 */
export const blockParty = (
  text: string,
  at: number,
  mentions: Mention[],
  isOrganization: (m: Mention) => boolean,
): Mention | undefined => {
  const block = blockAround(text, at);
  const named = mentions
    .filter((m) => m.start >= block.start && m.end <= at && isOrganization(m))
    .at(-1);
  if (named) return named;
  const lineEnd = text.indexOf('\n', block.start);
  if (lineEnd === -1 || lineEnd >= at) return undefined;
  const line = text.slice(block.start, lineEnd).trim().replace(/\.$/, '').toLowerCase();
  return mentions.find(
    (m) => isOrganization(m) && m.label.toLowerCase().replace(/\.$/, '') === line,
  );
};

/**
 * The signers a signature block names on a "By:" or "Name:" line under its party's name
 * ("TALLIS CLOUD SYSTEMS, INC. / By: /s/ Marcus Oyelaran / Title: …"), as mentions of the person
 * class that acts for the party's class: the source of the only relation from a class of kind
 * person to it. Names already read are left as they are.
 */
export const signerMentions = (
  text: string,
  mentions: Mention[],
  relations: OntologyRelation[],
  kinds: ReadonlyMap<string, string>,
): Mention[] => {
  const added: Mention[] = [];
  for (const line of text.matchAll(SIGNER_LINE)) {
    const name = line[1]!;
    const start = line.index + line[0].lastIndexOf(name);
    const end = start + name.length;
    if (mentions.some((m) => m.start < end && start < m.end)) continue;
    const party = blockParty(
      text,
      start,
      mentions,
      (m) => kinds.get(m.class_name) === 'organization',
    );
    if (!party) continue;
    const acting = relations.filter(
      (r) => r.target === party.class_name && kinds.get(r.source) === 'person',
    );
    if (acting.length !== 1) continue;
    added.push({
      class_name: acting[0]!.source,
      start,
      end,
      label: name,
      confidence: 0.6,
      source: 'ner',
    });
  }
  return added;
};

// After a party's name at a line's start, the one who signs for it: ", by", ", per" ("Kaffrine
// Soleil Énergie SA, by Aminata Sow Ndiaye, Directrice Générale").
const EXECUTED_BY = /^,?[ \t]+(?:by|per|p\.p\.)[ \t]+(?:\/s\/[ \t]*)?$/u;
// A line that signs for a party it names after "for": "For Tierra Alta Logística S.A. de C.V.:
// Joaquín Beltrán Ibarra, Director General", "SIGNED for and on behalf of Ciervo Lúmina S.L. /
// by Inés Ortúzar Beltrán".
const FOR_PARTY_BEFORE =
  /^[ \t]*(?:[\p{L}]+[ \t]+){0,3}?(?:[Ff]or|FOR)(?:[ \t]+and[ \t]+on[ \t]+behalf[ \t]+of)?[ \t]+(?:the[ \t]+)?$/u;
const FOR_PARTY_AFTER = /^\.?(?:[ \t]*:[ \t]*|[ \t]*\n[ \t]*(?:by|per)[ \t]+)(?:\/s\/[ \t]*)?$/u;

/**
 * An execution line: a party's name opening a line, then "by" and the person who signs for it
 * ("Kaffrine Soleil Énergie SA, by Aminata Sow Ndiaye, Directrice Générale"), or "For" the
 * party, then the person ("For Tierra Alta Logística S.A. de C.V.: Joaquín Beltrán Ibarra"),
 * through the work relation (the one from people to the party's class).
 */
export const executionLines = (
  text: string,
  mentions: Mention[],
  relation: OntologyRelation,
): RelationMention[] => {
  const found: RelationMention[] = [];
  for (const party of mentions) {
    if (party.class_name !== relation.target || party.source === 'coreference') continue;
    const lineStart = text.lastIndexOf('\n', party.start - 1) + 1;
    const before = text.slice(lineStart, party.start);
    const opens = /^[ \t]*$/u.test(before);
    if (!opens && !FOR_PARTY_BEFORE.test(before)) continue;
    const signer = mentions.find(
      (m) =>
        m.class_name === relation.source &&
        m.start > party.end &&
        m.start <= party.end + 12 &&
        (opens ? EXECUTED_BY : FOR_PARTY_AFTER).test(text.slice(party.end, m.start)),
    );
    if (!signer) continue;
    found.push({
      relation,
      source: signer,
      target: party,
      start: party.start,
      end: signer.end,
      confidence: 0.5,
    });
  }
  return found;
};
