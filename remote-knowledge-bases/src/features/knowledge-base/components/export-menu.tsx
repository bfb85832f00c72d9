import { useState } from 'react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import type { KbExportFormat, KnowledgeBase } from '@ontoloom/contract';
import { errorMessage, toaster } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { downloadKbExport, KB_EXPORT_FORMATS } from '../../../api/download-export';

/** Downloads the knowledge base as JSON-LD, Turtle, or CSV of its nodes or edges. */
export function ExportMenu({ kb }: { kb: KnowledgeBase }) {
  const { t } = useTranslation('knowledgeBases');
  const [exporting, setExporting] = useState<KbExportFormat | null>(null);
  const download = (format: KbExportFormat) => {
    setExporting(format);
    downloadKbExport({ projectId: kb.project_id, kbId: kb.id }, kb.name, format)
      .catch((error: unknown) =>
        toaster.create({
          type: 'error',
          title: t('export.failed'),
          description: errorMessage(t, error),
        }),
      )
      .finally(() => setExporting(null));
  };
  return (
    <Menu.Root onSelect={(details) => download(details.value as KbExportFormat)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" loading={exporting !== null}>
          {t('export.open')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {KB_EXPORT_FORMATS.map((format) => (
              <Menu.Item key={format} value={format}>
                {t(`export.formats.${format}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
