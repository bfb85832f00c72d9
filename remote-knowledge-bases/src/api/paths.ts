/** Absolute paths of this remote's pages and of the pages they link to in other areas. */
export const kbPath = (projectId: string, kbId: string) =>
  `/projects/${projectId}/knowledge-bases/${kbId}`;
export const dashboardPath = (projectId: string, kbId: string, dashboardId: string) =>
  `${kbPath(projectId, kbId)}/dashboards/${dashboardId}`;
export const runPath = (projectId: string, runId: string) => `/projects/${projectId}/runs/${runId}`;
export const ontologyVersionPath = (projectId: string, ontologyId: string, versionId: string) =>
  `/projects/${projectId}/ontologies/${ontologyId}/versions/${versionId}`;
