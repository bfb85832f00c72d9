import type {
  OntologyClass,
  OntologyDocument,
  PropertyValue,
  Provenance,
} from '@ontoloom/contract/domain';
import type { Chunk } from '../../chunking/chunk';
import { stableId } from '../../common/ids';
import { throwIfAborted } from '../../common/progress';
import { namingProperty, normalizeLabel, ontologyView, pageAt } from '../ontology-view';
import type { ChunkExtraction, Entity, ExtractOptions, Extractor, Relation } from '../types';
import { NO_USAGE } from '../types';
import { CoreferenceResolver } from './coreference';
import type { Mention } from './mentions';
import {
  Gazetteer,
  ClassNouns,
  HeadNouns,
  definedTermMentions,
  fieldTermMentions,
  isDemonym,
  nerMentions,
  propagateMentions,
  resolveOverlaps,
} from './mentions';
import type { NerType } from './ner';
import { findNamedEntities, nerClassMap } from './ner';
import { signerMentions } from './signature-blocks';
import { RelationFinder } from './relations';
import { sentenceSpans } from './sentences';
import { assignValues } from './value-assignment';
import { findTypedValues } from './typed-values';
import { ClassChooser } from './class-choice';
import { ValueMentionFinder } from './value-mentions';
import { DOCUMENT_NAME, findNames, lexiconTags, MONTH_NAMES } from './names';
import { PayerFinder } from './payers';
import { SuppliedThingFinder } from './supplied-things';
import { KindLexiconFinder } from './kind-lexicon';
import { WorkTitleFinder } from './works';
import { findFields } from './fields';
import { SpeciesFinder } from './species';
import { classKind, VALUE_KINDS } from '@ontoloom/contract/domain';

export type RulesExtractorOptions = {
  /** Class subset (the extraction config's `classes`); all classes when absent. */
  classes?: string[];
  /** Named-entity recognition on (default) or off; it is the slowest part of the engine. */
  ner?: boolean;
  /** Which class receives people, organisations and places, when the names do not tell. */
  nerClasses?: Partial<Record<NerType, string>>;
};

/**
 * The built-in, offline engine: mentions from the ontology's examples, patterns and aliases, plus
 * named entities; typed property values; relations from cue phrases. Deterministic: the same
 * chunk always gives the same items, ids included.
 */
export const createRulesExtractor = (
  ontology: OntologyDocument,
  options: RulesExtractorOptions = {},
): Extractor => {
  const view = ontologyView(ontology, options.classes);
  const gazetteer = new Gazetteer(view.classes);
  const kinds = new Map(view.classes.map((c) => [c.name, classKind(c)]));
  const relations = new RelationFinder(
    view.relations,
    new Map(view.classes.map((c) => [c.name, [c.label, ...c.aliases].map((w) => w.toLowerCase())])),
    new Set(view.classes.filter((c) => VALUE_KINDS.has(classKind(c))).map((c) => c.name)),
    kinds,
  );
  const chooser = new ClassChooser(view.classes);
  const classNouns = new ClassNouns(view.classes);
  const headNouns = new HeadNouns(view.classes);
  const nerClasses = options.ner === false ? {} : nerClassMap(view.classes, options.nerClasses);
  const useNer = Object.keys(nerClasses).length > 0;
  const personClasses = new Set(nerClassMap(view.classes, options.nerClasses).person ?? []);
  const placeClasses = new Set(
    view.classes.filter((c) => classKind(c) === 'place').map((c) => c.name),
  );
  const valueClasses = new Set(
    view.classes.filter((c) => VALUE_KINDS.has(classKind(c))).map((c) => c.name),
  );
  const coreference = new CoreferenceResolver(view.classes, personClasses);
  const valueMentions = new ValueMentionFinder(view.classes, chooser);
  const lexiconMentions = new KindLexiconFinder(view.classes, chooser, view.relations);
  const workTitles = new WorkTitleFinder(view.classes);
  const species = new SpeciesFinder(view.classes);
  const supplied = new SuppliedThingFinder(view.classes, view.relations);
  const payers = new PayerFinder(view.classes, view.relations);

  const extract = async (
    chunk: Chunk,
    extractOptions: ExtractOptions = {},
  ): Promise<ChunkExtraction> => {
    throwIfAborted(extractOptions.signal);
    // The document's text before the chunk is read with it (names, defined terms, antecedents),
    // but only what stands in the chunk is extracted. `offset` is where the chunk starts.
    const context = extractOptions.context ?? '';
    const offset = context.length;
    const text = `${context}${chunk.text}`;
    const inChunk = (m: { start: number }): boolean => m.start >= offset;
    const sentences = sentenceSpans(text);
    const typedValues = findTypedValues(text);
    const found = gazetteer.find(text, sentences);
    found.push(...valueMentions.find(text, sentences, typedValues));
    found.push(...lexiconMentions.find(text, sentences));
    found.push(...workTitles.find(text));
    found.push(...species.find(text));
    found.push(...supplied.mentions(text));
    if (options.ner !== false) {
      const names = findNames(
        text,
        sentences,
        // compromise, the slowest part, reads the chunk and the document's head only (where
        // a document names whom it is about: "Re: Lachlan Nguyen", a biography's subject).
        useNer
          ? [
              ...(context ? findNamedEntities(headOf(context, HEAD_LENGTH)) : []),
              ...findNamedEntities(chunk.text).map((span) => ({
                ...span,
                start: span.start + offset,
                end: span.end + offset,
              })),
            ]
          : [],
      );
      // A name nothing typed, or typed by its shape alone, as a cue's object or subject:
      // "acquired Coppermount", "Halbrecht Industrietechnik agreed to buy", "Martina Sosa
      // founded Cielo Bajo" (Cielo is a given name too).
      const cueTyped = relations.cueObjects(
        text,
        names.filter((n) => n.type === null || n.guessed),
      );
      const byCue = new Set(cueTyped.map((m) => m.start));
      // A name is never a value: "the Delivery Date", "the Annual Rent" are a defined term's
      // labels (values are found as written: "1 March 2025", "£12,500").
      found.push(
        ...nerMentions(
          text,
          sentences,
          names.filter((n) => !(n.guessed && byCue.has(n.start))),
          nerClasses,
          chooser,
          headNouns,
        ).filter((m) => !valueClasses.has(m.class_name)),
        ...cueTyped,
      );
      // A name nothing typed, listed with places: "plants in Leicester, Derby and Colombo".
      found.push(
        ...listedPlaces(
          text,
          found,
          names.filter((n) => n.type === null),
          placeClasses,
        ),
      );
      // A name nothing typed that "the chocolate maker" after it refers back to.
      found.push(
        ...coreference.describedNames(
          text,
          sentences,
          found,
          names.filter(
            (n) =>
              n.type === null &&
              /[ \u00a0]/.test(text.slice(n.start, n.end)) &&
              !found.some((m) => m.start < n.end && n.start < m.end),
          ),
        ),
      );
    }
    const propagated = propagateMentions(
      text,
      resolveOverlaps(
        found.filter(
          (m) =>
            !classNouns.isClassNoun(m.label) &&
            // A document's name is no organisation, person or place: "Consulting Services
            // Agreement", "Master Consulting Agreement".
            !(
              NAMED_KINDS.has(kinds.get(m.class_name) ?? '') &&
              (DOCUMENT_NAME.test(m.label) || LAW_NAME.test(m.label))
            ),
        ),
      ),
      personClasses,
      placeClasses,
    );
    // "the Supplier" after "Harrowgate Packaging Limited (the “Supplier”)".
    const defined = definedTermMentions(text, propagated, headNouns);
    // "Lessee: Brandauer Logistik GmbH … the Lessee shall pay".
    const roleTerms = fieldTermMentions(
      text,
      findFields(text, sentences, propagated),
      propagated,
      headNouns,
    ).filter((m) => !defined.added.some((d) => d.start < m.end && m.start < d.end));
    const resolved = resolveOverlaps([
      // A defined term is its definition's, not a name of its own ("The Sponsor, a maker of
      // sports drinks" is no product).
      ...propagated.filter((m) => !defined.terms.has(m.label.replace(/^the[ \u00a0]+/i, ''))),
      ...defined.added,
      ...roleTerms,
    ]);
    // "By: /s/ Marcus Oyelaran" under a party's name in a signature block.
    const named = [...resolved, ...signerMentions(text, resolved, view.relations, kinds)].sort(
      (a, b) => a.start - b.start,
    );
    // Back-references ("She", "The company") join the named mentions they stand for.
    const mentions = [...named, ...coreference.resolve(text, sentences, named)].sort(
      (a, b) => a.start - b.start,
    );
    const provenance = (start: number, end: number): Provenance => ({
      document_id: chunk.document_id,
      page: pageAt(chunk, start - offset),
      chunk_id: chunk.id,
      start: chunk.start + start - offset,
      end: chunk.start + end - offset,
      text: text.slice(start, end),
    });

    const entities = new Map<string, Entity>();
    const entityOf = new Map<Mention, Entity>();
    for (const mention of mentions) {
      if (!inChunk(mention)) continue;
      const cls = view.classByName.get(mention.class_name)!;
      const key = `${cls.name}\u0000${normalizeLabel(mention.label)}`;
      let entity = entities.get(key);
      if (!entity) {
        entity = newEntity(chunk, cls, mention);
        entities.set(key, entity);
      }
      entity.confidence = Math.max(entity.confidence, mention.confidence);
      entity.provenance.push(provenance(mention.start, mention.end));
      const naming = namingProperty(cls);
      if (naming)
        addValue(
          entity,
          cls,
          naming,
          mention.label,
          mention.confidence,
          provenance(mention.start, mention.end),
        );
      entityOf.set(mention, entity);
    }

    for (const assignment of assignValues(
      text,
      sentences,
      mentions,
      typedValues.filter(inChunk),
      view.classByName,
    )) {
      const entity = entityOf.get(assignment.mention);
      if (!entity) continue;
      const { value } = assignment;
      const cls = view.classByName.get(entity.class_name)!;
      addValue(
        entity,
        cls,
        assignment.property,
        value.value,
        assignment.confidence,
        provenance(value.start, value.end),
      );
    }

    const relationMap = new Map<string, Relation>();
    // The one a relation is about may be named only before the chunk ("Patient: Tom Hale" in the
    // document's head, "PMH: asthma" in this chunk): its entity is given without provenance.
    const referenced = (mention: Mention): Entity | undefined => {
      const known = entityOf.get(mention);
      if (known || inChunk(mention)) return known;
      const cls = view.classByName.get(mention.class_name)!;
      const key = `${cls.name}\u0000${normalizeLabel(mention.label)}`;
      let entity = entities.get(key);
      if (!entity) {
        entity = newEntity(chunk, cls, mention);
        entity.confidence = mention.confidence;
        entities.set(key, entity);
      }
      entityOf.set(mention, entity);
      return entity;
    };
    // Who supplies a thing found by its verb is that verb's subject, not the nearest party.
    const stated = payers.review(text, mentions, [
      ...relations
        .find(text, sentences, mentions)
        .filter((r) => !supplied.owns(text, r.relation, r.target)),
      ...supplied.relations(text, mentions),
    ]);
    for (const found of [
      ...stated,
      ...payers.relations(text, sentences, mentions, stated, offset),
    ]) {
      // Stated in the chunk: its words end there (a sentence may begin in the context).
      if (found.end <= offset) continue;
      const source = referenced(found.source);
      const target = referenced(found.target);
      if (!source || !target || source === target) continue;
      const id = stableId('relation', chunk.id, found.relation.name, source.id, target.id);
      const relation = relationMap.get(id) ?? {
        id,
        relation_name: found.relation.name,
        source_id: source.id,
        target_id: target.id,
        confidence: 0,
        provenance: [],
      };
      relation.confidence = Math.max(relation.confidence, found.confidence);
      // The stating words: "Globex bought the payments startup Finly", not the whole sentence.
      relation.provenance.push(provenance(Math.max(found.start, offset), found.end));
      relationMap.set(id, relation);
    }

    return {
      document_id: chunk.document_id,
      chunk_id: chunk.id,
      entities: [...entities.values()],
      relations: [...relationMap.values()],
      dropped: [],
      usage: NO_USAGE,
    };
  };
  return { engine: 'rules', extract };
};

const NAMED_KINDS = new Set(['organization', 'person', 'place']);

const MONTH = new RegExp(`^(?:${MONTH_NAMES})$`, 'u');

// Between two items of a list: ", ", " and ", ", and ", " or ".
const LIST_GAP = /^(?:,[ \u00a0]+(?:(?:and|or)[ \u00a0]+)?|[ \u00a0]+(?:and|or)[ \u00a0]+)$/u;

/**
 * Names nothing typed, of one word or two, listed with a place: "plants in Leicester, Derby and
 * Colombo", "Montevideo, Luanda, Maputo". Each is a place of its neighbour's class, along the list
 * both ways.
 */
const listedPlaces = (
  text: string,
  found: Mention[],
  untyped: { start: number; end: number }[],
  placeClasses: ReadonlySet<string>,
): Mention[] => {
  if (placeClasses.size === 0) return [];
  const items = untyped
    .filter((n) => {
      const name = text.slice(n.start, n.end);
      return (
        /^\p{Lu}[\p{L}'’-]+(?:[ \u00a0]\p{Lu}[\p{L}'’-]+)?$/u.test(name) &&
        // Words English knows, months, peoples: "Issue", "March", "Spanish".
        name.split(/[ \u00a0]/).every((w) => lexiconTags(w.toLowerCase()).length === 0) &&
        !MONTH.test(name) &&
        !isDemonym(name) &&
        // An address's parts: "Level 9", "Av. Constitución 1840", "Dronningens gate 22".
        !/^(?:\.|[ \u00a0]*\d|[ \u00a0]+\p{Ll}+[ \u00a0]+\d)/u.test(
          text.slice(n.end, n.end + 12),
        ) &&
        !found.some((m) => m.start < n.end && n.start < m.end)
      );
    })
    .sort((a, b) => a.start - b.start);
  const places = found.filter((m) => placeClasses.has(m.class_name) && m.source !== 'coreference');
  const added: Mention[] = [];
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of items) {
      if (added.some((m) => m.start === item.start)) continue;
      const neighbour = [...places, ...added].find(
        (m) =>
          (m.end <= item.start && LIST_GAP.test(text.slice(m.end, item.start))) ||
          (m.start >= item.end && LIST_GAP.test(text.slice(item.end, m.start))),
      );
      if (!neighbour) continue;
      added.push({
        class_name: neighbour.class_name,
        start: item.start,
        end: item.end,
        label: text.slice(item.start, item.end),
        confidence: 0.5,
        source: 'ner',
      });
      grew = true;
    }
  }
  return added;
};

/** A treaty or a law is no party: "the UN Convention on Contracts for the International Sale of Goods". */
const LAW_NAME = /(?:^|\s)(?:Convention|Treaty|Protocol|Directive)(?:\s|$)/u;

/** How much of a document's head compromise reads again for each later chunk. */
const HEAD_LENGTH = 1200;

/** The document's first `length` characters, cut at a paragraph or line end when there is one. */
const headOf = (context: string, length: number): string => {
  if (context.length <= length) return context;
  const cut = context.lastIndexOf('\n', length);
  return context.slice(0, cut > length / 2 ? cut : length);
};

const newEntity = (chunk: Chunk, cls: OntologyClass, mention: Mention): Entity => ({
  id: stableId('entity', chunk.id, cls.name, normalizeLabel(mention.label)),
  class_name: cls.name,
  label: mention.label,
  confidence: 0,
  properties: {},
  property_sources: {},
  provenance: [],
});

const sameValue = (a: PropertyValue, b: PropertyValue): boolean =>
  a === b ||
  (typeof a === 'string' && typeof b === 'string' && normalizeLabel(a) === normalizeLabel(b));

/**
 * Adds a value once per entity (a repeated value keeps its most certain source); a property that
 * is not `multiple` keeps only its most certain value, as the ontology types it.
 */
const addValue = (
  entity: Entity,
  cls: OntologyClass,
  property: string,
  value: PropertyValue,
  confidence: number,
  provenance: Provenance,
): void => {
  const values = (entity.properties[property] ??= []);
  const sources = (entity.property_sources[property] ??= []);
  const index = values.findIndex((v) => sameValue(v, value));
  const multiple = cls.properties.find((p) => p.name === property)?.multiple ?? false;
  if (index === -1 && !multiple && values.length > 0) {
    if (sources[0]!.confidence < confidence) {
      values[0] = value;
      sources[0] = { confidence, provenance };
    }
  } else if (index === -1) {
    values.push(value);
    sources.push({ confidence, provenance });
  } else if (sources[index]!.confidence < confidence) {
    sources[index] = { confidence, provenance };
  }
};
