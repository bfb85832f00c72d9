import type { SerializationFormat } from '@ontoloom/contract';
import { apiRequest } from '@ontoloom/platform';
import type { RunScope } from './use-run-mutations';

const MIME: Record<SerializationFormat, string> = {
  json: 'application/json',
  yaml: 'application/yaml',
};

/** `<run name>-results.json|yaml`, safe as a file name on every system. */
export const exportFileName = (runName: string, format: SerializationFormat) =>
  `${
    runName
      .trim()
      .replace(/[^\p{L}\p{N}._-]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'run'
  }-results.${format}`;

/** R7.05: the results downloaded as a file with the extension of their format. */
export async function downloadRunExport(
  { projectId, runId }: RunScope,
  runName: string,
  format: SerializationFormat,
): Promise<void> {
  const exported = await apiRequest('exportExtractionRun', {
    params: { project_id: projectId, extraction_run_id: runId, serialization_format: format },
  });
  const url = URL.createObjectURL(
    new Blob([exported.data_serialized], { type: MIME[exported.serialization_format] }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(runName, exported.serialization_format);
  link.click();
  URL.revokeObjectURL(url);
}
