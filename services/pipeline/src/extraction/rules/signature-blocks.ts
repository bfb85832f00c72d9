import type { OntologyRelation } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import { NAME_PATTERN } from './names';

/**
 * A signature block's line that names its signer: "By: /s/ Marcus Oyelaran", "Name: Denise
 * Hallworth", "Signed by: …". Group 1 is the name.
 */
export const SIGNER_LINE = new RegExp(
  String.raw`(?:^|\n)[ \t]*(?:By|Name|Signed by|Signature|Signatory)[ \t]*:[ \t]*(?:\/s\/[ \t]*)?(${NAME_PATTERN})[ \t]*(?=\n|$)`,
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
