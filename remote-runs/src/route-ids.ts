/** The run route: its loader data (the run) names the breadcrumb. */
export const RUN_ROUTE_ID = 'extraction-run';
