import { lazy, Suspense } from 'react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextViewer } from './text-viewer';

// Each viewer (and its libraries) is its own chunk, loaded only for its type.
const PdfViewer = lazy(() =>
  import('./pdf-viewer').then((module) => ({ default: module.PdfViewer })),
);
const HtmlViewer = lazy(() =>
  import('./html-viewer').then((module) => ({ default: module.HtmlViewer })),
);

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type DocumentViewerProps = { contentType: string; data: ArrayBuffer };

export function DocumentViewer({ contentType, data }: DocumentViewerProps) {
  const { t } = useTranslation('projects');
  const fallback = <Text color="fg.muted">{t('documents.rendering')}</Text>;
  const type = contentType.split(';')[0]?.trim();
  if (type === 'application/pdf') {
    return (
      <Suspense fallback={fallback}>
        <PdfViewer data={data} />
      </Suspense>
    );
  }
  if (type === DOCX_TYPE || type === 'text/html' || type === 'text/markdown') {
    const kind = type === 'text/html' ? 'html' : type === DOCX_TYPE ? 'docx' : 'markdown';
    return (
      <Suspense fallback={fallback}>
        <HtmlViewer data={data} kind={kind} />
      </Suspense>
    );
  }
  return <TextViewer data={data} />;
}
