import { endpoints, type KbExportFormat } from '@ontoloom/contract';
import { apiErrorOf, buildHeaders, endpointUrl, handleUnauthorized } from '@ontoloom/platform';
import type { KbScope } from './kb-queries';

export const KB_EXPORT_FORMATS: readonly KbExportFormat[] = [
  'jsonld',
  'turtle',
  'csv_nodes',
  'csv_edges',
];

const SUFFIX: Record<KbExportFormat, string> = {
  jsonld: '.jsonld',
  turtle: '.ttl',
  csv_nodes: '-nodes.csv',
  csv_edges: '-edges.csv',
};

/** `<knowledge base name>.ttl`, `…-nodes.csv`: safe as a file name on every system. */
export const exportFileName = (kbName: string, format: KbExportFormat) =>
  `${
    kbName
      .trim()
      .replace(/[^\p{L}\p{N}._-]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'knowledge-base'
  }${SUFFIX[format]}`;

/** The server's own file name (Content-Disposition), else ours. */
const fileNameOf = (response: Response, fallback: string) => {
  const header = response.headers?.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
};

/**
 * Downloads an export as a file. Not through apiRequest: the body is the file itself (JSON-LD,
 * Turtle or CSV, streamed), not a JSON document to parse against a schema.
 */
export async function downloadKbExport(
  scope: KbScope,
  kbName: string,
  format: KbExportFormat,
): Promise<void> {
  const endpoint = endpoints.exportKnowledgeBase;
  const url = endpointUrl(endpoint, {
    project_id: scope.projectId,
    knowledge_base_id: scope.kbId,
    format,
  });
  const headers: Record<string, string> = { ...buildHeaders(endpoint, false), Accept: '*/*' };
  const response = await fetch(url, { headers, credentials: 'same-origin' });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // A plain-text error body stays text.
    }
    if (response.status === 401 && headers.Authorization) handleUnauthorized();
    throw apiErrorOf({ url, status: response.status, body, statusText: response.statusText });
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response, exportFileName(kbName, format));
  link.click();
  URL.revokeObjectURL(link.href);
}
