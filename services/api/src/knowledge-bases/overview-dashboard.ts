import type { DashboardParameter, DashboardWidget } from '@ontoloom/contract';
import type { IssueLanguage } from '@ontoloom/contract/ontology-yaml';

/** The overview's words, in the language of whoever creates the knowledge base. */
const WORDS: Record<IssueLanguage, Record<string, string>> = {
  en: {
    title: 'Overview',
    class: 'Class',
    entities: 'Entities',
    relations: 'Relations',
    perClass: 'Entities per class',
    perType: 'Relations per type',
    connected: 'Most connected entities',
    perDocument: 'Entities per document',
    graph: 'Most connected entities and their relations',
  },
  fr: {
    title: 'Vue d’ensemble',
    class: 'Classe',
    entities: 'Entités',
    relations: 'Relations',
    perClass: 'Entités par classe',
    perType: 'Relations par type',
    connected: 'Entités les plus reliées',
    perDocument: 'Entités par document',
    graph: 'Entités les plus reliées et leurs relations',
  },
  ar: {
    title: 'نظرة عامة',
    class: 'الفئة',
    entities: 'الكيانات',
    relations: 'العلاقات',
    perClass: 'الكيانات حسب الفئة',
    perType: 'العلاقات حسب النوع',
    connected: 'الكيانات الأكثر ارتباطًا',
    perDocument: 'الكيانات حسب المستند',
    graph: 'الكيانات الأكثر ارتباطًا وعلاقاتها',
  },
};

const byClass = { property: 'class_name', op: 'eq' as const, value: { param: 'class' } };

/**
 * The dashboard every new knowledge base gets: sizes, classes, relation types, documents and the
 * most connected entities. Clicking a class sets `class`, which filters every entity widget but
 * the per-class bar itself (the entity count, the table, the documents and the graph).
 */
export function overviewDashboard(language: IssueLanguage = 'en'): {
  title: string;
  parameters: DashboardParameter[];
  widgets: DashboardWidget[];
} {
  const words = WORDS[language];
  return {
    title: words.title!,
    parameters: [
      { name: 'class', label: words.class!, type: 'string', default: null, required: false },
    ],
    widgets: [
      {
        id: 'entities',
        type: 'metric',
        title: words.entities!,
        query: { source: 'entities', filters: [byClass], aggregate: { fn: 'count' } },
        layout: { x: 0, y: 0, w: 3, h: 2 },
      },
      {
        id: 'relations',
        type: 'metric',
        title: words.relations!,
        query: { source: 'relations', filters: [], aggregate: { fn: 'count' } },
        layout: { x: 3, y: 0, w: 3, h: 2 },
      },
      {
        id: 'entities-per-class',
        type: 'bar',
        title: words.perClass!,
        query: {
          source: 'entities',
          filters: [],
          group_by: 'class_name',
          aggregate: { fn: 'count' },
        },
        layout: { x: 0, y: 2, w: 6, h: 4 },
        on_click: { set_param: 'class' },
      },
      {
        id: 'relations-per-type',
        type: 'pie',
        title: words.perType!,
        query: {
          source: 'relations',
          filters: [],
          group_by: 'relation_name',
          aggregate: { fn: 'count' },
        },
        layout: { x: 6, y: 2, w: 6, h: 4 },
      },
      {
        id: 'most-connected',
        type: 'table',
        title: words.connected!,
        query: {
          source: 'entities',
          filters: [byClass],
          aggregate: { fn: 'count' },
          columns: ['label', 'class_name', 'degree'],
          order_by: { field: 'degree', direction: 'desc' },
          limit: 20,
        },
        layout: { x: 0, y: 6, w: 6, h: 5 },
      },
      {
        id: 'entities-per-document',
        type: 'bar',
        title: words.perDocument!,
        query: {
          source: 'entities',
          filters: [byClass],
          group_by: 'document',
          aggregate: { fn: 'count' },
        },
        layout: { x: 6, y: 6, w: 6, h: 5 },
      },
      {
        id: 'graph',
        type: 'graph',
        title: words.graph!,
        query: {
          source: 'entities',
          filters: [byClass],
          aggregate: { fn: 'count' },
          order_by: { field: 'degree', direction: 'desc' },
          limit: 50,
        },
        layout: { x: 0, y: 11, w: 12, h: 6 },
      },
    ],
  };
}
