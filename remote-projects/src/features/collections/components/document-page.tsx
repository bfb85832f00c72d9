import { Suspense } from 'react';
import { DataList, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { formatBytes, formatDate } from '@ontoloom/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentQueryOptions } from '../api/collection-queries';
import { documentDataQueryOptions, documentHeadQueryOptions } from '../api/document-content';
import { DocumentViewer } from '../viewers/document-viewer';
import { typeLabel } from './type-label';

export type DocumentPageProps = { projectId: string; collectionId: string; documentId: string };

export function DocumentPage({ projectId, collectionId, documentId }: DocumentPageProps) {
  const { data: document } = useSuspenseQuery(
    documentQueryOptions(projectId, collectionId, documentId),
  );
  return (
    <Stack gap="5">
      <Heading as="h2" size="xl" wordBreak="break-all" dir="auto">
        {document.name}
      </Heading>
      <Suspense fallback={<Skeleton height="16" />}>
        {/* The contract is a host-shared singleton: an older host strips head_url (then the
            GET URL, which the local driver also accepts for HEAD, stands in). */}
        <DocumentMetadata url={document.head_url || document.url} />
      </Suspense>
      <Suspense fallback={<Skeleton height="64" />}>
        <DocumentContent
          url={document.url}
          contentType={document.content_type}
          name={document.name}
        />
      </Suspense>
    </Stack>
  );
}

function DocumentMetadata({ url }: { url: string }) {
  const { t, i18n } = useTranslation('projects');
  const { data: head } = useSuspenseQuery(documentHeadQueryOptions(url));
  const modified = head.lastModified ? formatDate(head.lastModified, i18n.language, 'detail') : '—';
  const items = [
    [t('documents.type'), typeLabel(head.contentType, t)],
    [t('documents.size'), formatBytes(head.sizeBytes, i18n.language)],
    [t('documents.uploaded'), modified],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="document-metadata">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function DocumentContent({
  url,
  contentType,
  name,
}: {
  url: string;
  contentType: string;
  name: string;
}) {
  const { data } = useSuspenseQuery(documentDataQueryOptions(url));
  return <DocumentViewer contentType={contentType} data={data} name={name} />;
}
