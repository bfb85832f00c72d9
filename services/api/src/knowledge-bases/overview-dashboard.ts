import type { DashboardParameter, DashboardWidget } from '@ontoloom/contract';

const byClass = { property: 'class_name', op: 'eq' as const, value: { param: 'class' } };

/**
 * The dashboard every new knowledge base gets: sizes, classes, relation types, documents and the
 * most connected entities. Clicking a class sets `class`, which filters every entity widget but
 * the per-class bar itself (the entity count, the table, the documents and the graph).
 */
export function overviewDashboard(): {
  title: string;
  parameters: DashboardParameter[];
  widgets: DashboardWidget[];
} {
  return {
    title: 'Overview',
    parameters: [{ name: 'class', label: 'Class', type: 'string', default: null, required: false }],
    widgets: [
      {
        id: 'entities',
        type: 'metric',
        title: 'Entities',
        query: { source: 'entities', filters: [byClass], aggregate: { fn: 'count' } },
        layout: { x: 0, y: 0, w: 3, h: 2 },
      },
      {
        id: 'relations',
        type: 'metric',
        title: 'Relations',
        query: { source: 'relations', filters: [], aggregate: { fn: 'count' } },
        layout: { x: 3, y: 0, w: 3, h: 2 },
      },
      {
        id: 'entities-per-class',
        type: 'bar',
        title: 'Entities per class',
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
        title: 'Relations per type',
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
        title: 'Most connected entities',
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
        title: 'Entities per document',
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
        title: 'Most connected entities and their relations',
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
