/** The knowledge base route: its loader data (the knowledge base) names the breadcrumb. */
export const KNOWLEDGE_BASE_ROUTE_ID = 'knowledge-base';
/** The dashboard route: its loader data (the dashboard config) names the breadcrumb. */
export const DASHBOARD_ROUTE_ID = 'knowledge-base-dashboard';
