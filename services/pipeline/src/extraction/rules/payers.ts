import type { OntologyClass, OntologyRelation } from '@ontoloom/contract/domain';
import { classKind } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import { partyCalled, partyInRole, tally } from './mentions';
import type { RelationMention } from './relations';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';

/**
 * Who pays the sums a document states where no sentence says: its payer. A contract's prices,
 * fees, rents and charges are due from one side, written once ("Fees are payable by Orrinholt",
 * "the Customer shall pay", "payable by you") or by the part it plays ("Customer: Lakeshore Bank
 * of Commerce"), and then stated alone in tables, schedules and fields ("Annual fee | USD
 * 118,750"). For the one relation from a party's class to a class of money whose cues or
 * description speak of paying, each sum of the chunk that nothing relates yet is the payer's,
 * unless its sentence speaks of what no one pays (a liability cap, damages, insurance cover) or
 * names another party.
 */

// The parts a party plays that pay the other: the customer's side of a contract.
const PAYER_ROLES = new Set(
  'customer client buyer purchaser licensee lessee tenant hirer franchisee distributor sponsor borrower shipper charterer subscriber'.split(
    ' ',
  ),
);
// "payable by Orrinholt", "charged to you", "we will invoice the Customer" (not "payable to X":
// X is paid).
const PAYER_BEFORE =
  /\b(?:(?:payable|paid|due|owed)[ \u00a0]+(?:by|from)|(?:charged|invoiced|billed)[ \u00a0]+to|charge|invoice|bill)[ \u00a0]+(?:the[ \u00a0]+)?$/iu;
// "the Customer shall pay", "Oakfield will pay", "the Lessee agrees to pay"; not what comes back
// to the payer ("the Supplier shall pay the Customer a volume rebate").
const PAYER_AFTER =
  /^["”’)]?[ \u00a0]+(?:(?:shall|will|must|agrees[ \u00a0]+to|undertakes[ \u00a0]+to|is[ \u00a0]+to|also|promptly|then)[ \u00a0]+)*pays?\b(?![^.;\n]{0,60}\b(?:rebate|contribution|compensation|refund|credit|damages|discount|bonus)s?\b)/iu;
// Words that say who pays: "shall pay", "payable by", "paid", "charges".
const PAYING_WORDS =
  /\b(?:pa(?:y|ys|id|yable|ying)|charg\w*|invoic\w*|bill\w*|refund\w*|reimburs\w*|owe\w*)\b/iu;
// Sums nobody pays: a cap on liability, damages, what insurance covers, a value or a turnover.
const UNPAID =
  /\b(?:liabilit\w*|cap(?:ped)?|limit(?:ed)?|damages|insur\w*|cover(?:ed|age)?|indemnit\w*|turnover|revenue|valued?|worth|capital|net[ \u00a0]+assets|penalt\w*)\b/iu;

// A sum that is a threshold, not a payment: "purchases exceed £250,000", "sales above £900,000".
const THRESHOLD_BEFORE =
  /\b(?:exceed(?:s|ing)?|above|over|(?:more|less|fewer)[ \u00a0]+than|in[ \u00a0]+excess[ \u00a0]+of|below|under)[ \u00a0]+$/iu;

export class PayerFinder {
  private readonly relation: OntologyRelation | undefined;

  constructor(classes: OntologyClass[], relations: OntologyRelation[]) {
    const kindOf = new Map(classes.map((c) => [c.name, classKind(c)]));
    const paying = relations.filter(
      (r) =>
        kindOf.get(r.target) === 'money' &&
        (kindOf.get(r.source) === 'organization' || kindOf.get(r.source) === 'person') &&
        [...r.cues, r.description ?? ''].some((w) => /\bpa(?:y|ys|id|yable|ying)\b/iu.test(w)),
    );
    this.relation = paying.length === 1 ? paying[0] : undefined;
  }

  /** The document's payer, from what the text so far says of paying or of the parts played. */
  private payer(text: string, mentions: Mention[]): Mention | undefined {
    const relation = this.relation!;
    const parties = mentions.filter((m) => m.class_name === relation.source);
    const said: Mention[] = [];
    const count = (mention: Mention | undefined): void => {
      if (mention) said.push(mention);
    };
    for (const party of parties) {
      if (
        PAYER_BEFORE.test(text.slice(Math.max(0, party.start - 40), party.start)) ||
        PAYER_AFTER.test(text.slice(party.end, party.end + 120))
      )
        count(party);
    }
    for (const pronoun of text.matchAll(/\b(you|we)\b/giu)) {
      const at = pronoun.index;
      if (
        PAYER_BEFORE.test(text.slice(Math.max(0, at - 40), at)) ||
        PAYER_AFTER.test(text.slice(at + pronoun[0].length, at + pronoun[0].length + 120))
      )
        count(partyCalled(text, parties, pronoun[1]!.toLowerCase(), at));
    }
    const [top, second] = tally(said);
    if (top) return !second || top.count > second.count ? top.first : undefined;
    // No one is said to pay: the one party whose part is the paying side's.
    return partyInRole(text, parties, PAYER_ROLES);
  }

  /**
   * The relations stated so far, with the payer for the party a cue without a verb of paying
   * paired with a sum ("a sponsorship fee of CLP 450,000,000" says what the fee is, not who pays
   * it; the nearest party is as likely the payee).
   */
  review(text: string, mentions: Mention[], found: RelationMention[]): RelationMention[] {
    const relation = this.relation;
    if (!relation || !found.some((r) => r.relation === relation)) return found;
    const payer = this.payer(text, mentions);
    if (!payer) return found;
    return found.map((r) =>
      r.relation === relation &&
      r.source.label !== payer.label &&
      !PAYING_WORDS.test(text.slice(r.start, r.end))
        ? { ...r, source: payer }
        : r,
    );
  }

  /** The payer's relation to each sum of the chunk nothing relates yet (`from`: the chunk's start). */
  relations(
    text: string,
    sentences: Span[],
    mentions: Mention[],
    found: RelationMention[],
    from: number,
  ): RelationMention[] {
    const relation = this.relation;
    if (!relation) return [];
    const sums = mentions.filter((m) => m.class_name === relation.target && m.start >= from);
    if (sums.length === 0) return [];
    const paid = found.filter((r) => r.relation === relation);
    const related = new Set(paid.map((r) => r.target.label));
    const payer = this.payer(text, mentions);
    const added: RelationMention[] = [];
    for (const sum of sums) {
      if (related.has(sum.label)) continue;
      const sentence = sentences[sentenceOf(sentences, sum.start)];
      const line = sentence ? text.slice(sentence.start, sentence.end) : '';
      // The other sums of a sentence that says who pays one are theirs too: "a licence fee of
      // €340,000, payable in two equal instalments of €170,000", "€1,180 per truckload … and
      // €1,640 per truckload".
      const payers = new Set(
        paid
          .filter(
            (r) =>
              sentence !== undefined &&
              r.target.start >= sentence.start &&
              r.target.end <= sentence.end &&
              PAYING_WORDS.test(text.slice(r.start, r.end)),
          )
          .map((r) => r.source),
      );
      if (
        payers.size === 1 &&
        !UNPAID.test(line) &&
        !THRESHOLD_BEFORE.test(text.slice(Math.max(0, sum.start - 24), sum.start))
      ) {
        const [source] = payers;
        added.push({
          relation,
          source: source!,
          target: sum,
          start: sum.start,
          end: sum.end,
          confidence: 0.45,
        });
        continue;
      }
      if (!payer) continue;
      // Another party named in its sentence may be the one who pays it.
      const others = mentions.some(
        (m) =>
          m.class_name === relation.source &&
          m.label !== payer.label &&
          sentence !== undefined &&
          m.start >= sentence.start &&
          m.end <= sentence.end,
      );
      if (UNPAID.test(line) || others) continue;
      added.push({
        relation,
        source: payer,
        target: sum,
        start: sum.start,
        end: sum.end,
        confidence: 0.45,
      });
    }
    return added;
  }
}
