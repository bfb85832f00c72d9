/**
 * The words of an ontology's problems in the UI's languages, for the editor's lint and the API's
 * 422 items alike (the API answers in the request's `Accept-Language`). Schema problems use zod's
 * own translations; the rules zod cannot express and the YAML syntax wrapper are written here.
 */
export const ISSUE_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type IssueLanguage = (typeof ISSUE_LANGUAGES)[number];

/** The language of an `Accept-Language` header (or a UI language code): en, fr or ar, else en. */
export const issueLanguageOf = (value: string | undefined): IssueLanguage => {
  for (const part of (value ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (tag && (ISSUE_LANGUAGES as readonly string[]).includes(tag)) return tag as IssueLanguage;
  }
  return 'en';
};

type Params = Record<string, string>;
export type OntologyIssueCode =
  | 'duplicate_class'
  | 'duplicate_relation'
  | 'duplicate_property'
  | 'invalid_pattern'
  | 'relation_end_not_class'
  | 'empty_document'
  | 'yaml_syntax';

const TEXTS: Record<IssueLanguage, Record<OntologyIssueCode, (p: Params) => string>> = {
  en: {
    duplicate_class: (p) => `Duplicate class name "${p.name}"`,
    duplicate_relation: (p) => `Duplicate relation name "${p.name}"`,
    duplicate_property: (p) => `Duplicate property name "${p.name}" in class "${p.class}"`,
    invalid_pattern: (p) =>
      `Pattern "${p.pattern}" of class "${p.class}" is not a valid regular expression (${p.reason})`,
    relation_end_not_class: (p) => `Relation "${p.relation}" ${p.end} "${p.name}" is not a class`,
    empty_document: () =>
      'The ontology is empty: start with "format: ontoloom/v1" and a list of classes',
    yaml_syntax: (p) => p.reason ?? '',
  },
  fr: {
    duplicate_class: (p) => `Nom de classe en double « ${p.name} »`,
    duplicate_relation: (p) => `Nom de relation en double « ${p.name} »`,
    duplicate_property: (p) =>
      `Nom de propriété en double « ${p.name} » dans la classe « ${p.class} »`,
    invalid_pattern: (p) =>
      `Le motif « ${p.pattern} » de la classe « ${p.class} » n’est pas une expression régulière valide (${p.reason})`,
    relation_end_not_class: (p) =>
      `${p.end === 'source' ? 'La source' : 'La cible'} « ${p.name} » de la relation « ${p.relation} » n’est pas une classe`,
    empty_document: () =>
      'L’ontologie est vide : commencez par « format: ontoloom/v1 » et une liste de classes',
    yaml_syntax: (p) => `Syntaxe YAML invalide (${p.reason})`,
  },
  ar: {
    duplicate_class: (p) => `اسم الصنف «${p.name}» مكرر`,
    duplicate_relation: (p) => `اسم العلاقة «${p.name}» مكرر`,
    duplicate_property: (p) => `اسم الخاصية «${p.name}» مكرر في الصنف «${p.class}»`,
    invalid_pattern: (p) =>
      `النمط «${p.pattern}» في الصنف «${p.class}» ليس تعبيرًا نمطيًا صالحًا (${p.reason})`,
    relation_end_not_class: (p) =>
      `${p.end === 'source' ? 'مصدر' : 'هدف'} العلاقة «${p.relation}»، «${p.name}»، ليس صنفًا`,
    empty_document: () => 'الأنطولوجيا فارغة: ابدأ بـ «format: ontoloom/v1» وقائمة من الأصناف',
    yaml_syntax: (p) => `صياغة YAML غير صالحة (${p.reason})`,
  },
};

/** The sentence for one problem in a language (English when none is given). */
export const ontologyIssueText = (
  code: OntologyIssueCode,
  params: Params,
  language: IssueLanguage = 'en',
): string => TEXTS[language][code](params);
