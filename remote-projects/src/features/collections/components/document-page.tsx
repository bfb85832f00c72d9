import { Suspense, useCallback, useState } from 'react';
import { Alert, DataList, Heading, Link, Skeleton, Stack } from '@chakra-ui/react';
import {
  documentSpanSearchSchema,
  formatBytes,
  formatDate,
  searchParamsToObject,
} from '@ontoloom/platform';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentQueryOptions } from '../api/collection-queries';
import { documentDataQueryOptions, documentHeadQueryOptions } from '../api/document-content';
import { DocumentViewer } from '../viewers/document-viewer';
import { SPAN_HIGHLIGHT } from '../viewers/highlight-quote';
import { typeLabel } from './type-label';

export type DocumentPageProps = { projectId: string; collectionId: string; documentId: string };

export function DocumentPage({ projectId, collectionId, documentId }: DocumentPageProps) {
  const { t, i18n } = useTranslation('projects');
  const { data: document } = useSuspenseQuery(
    documentQueryOptions(projectId, collectionId, documentId),
  );
  const [searchParams] = useSearchParams();
  const span = documentSpanSearchSchema.parse(searchParamsToObject(searchParams));
  return (
    <Stack gap="5">
      <Heading as="h2" size="xl" wordBreak="break-all" dir="auto">
        {document.name}
      </Heading>
      {document.removed_at ? (
        <Alert.Root status="info" size="sm" data-testid="document-removed">
          <Alert.Indicator />
          <Alert.Title>
            {t('documents.removedNotice', {
              date: formatDate(document.removed_at, i18n.language, 'detail'),
            })}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <Suspense fallback={<Skeleton height="16" />}>
        {/* The contract is a host-shared singleton: an older host strips head_url (then the
            GET URL, which the local driver also accepts for HEAD, stands in). */}
        <DocumentMetadata url={document.head_url || document.url} />
      </Suspense>
      <Suspense fallback={<Skeleton height="64" />}>
        <DocumentContent
          key={`${span.page ?? ''}|${span.quote ?? ''}|${span.at ?? ''}`}
          url={document.url}
          contentType={document.content_type}
          name={document.name}
          page={span.page}
          quote={span.quote}
          at={span.at}
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
  page,
  quote,
  at,
}: {
  url: string;
  contentType: string;
  name: string;
  page?: number;
  quote?: string;
  at?: number;
}) {
  const { t } = useTranslation('projects');
  const { data } = useSuspenseQuery(documentDataQueryOptions(url));
  const [found, setFound] = useState<boolean | null>(null);
  const onSpanFound = useCallback((value: boolean) => setFound(value), []);
  return (
    <Stack gap="3">
      {quote ? (
        // A link opened the document at a passage (a result's or a knowledge base's source).
        <Alert.Root
          status={found === false ? 'warning' : 'info'}
          size="sm"
          data-testid="document-span"
          data-found={found ?? undefined}
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {found === false
                ? t('documents.span.notFound', { quote })
                : page
                  ? t('documents.span.shownOnPage', { quote, page })
                  : t('documents.span.shown', { quote })}{' '}
              <Link asChild textDecoration="underline">
                <RouterLink to="." replace>
                  {t('documents.span.clear')}
                </RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {/* The passage's highlight (CSS Custom Highlight API, see highlight-quote.ts). */}
      <style>{`::highlight(${SPAN_HIGHLIGHT}) { background-color: #fde047; color: #000; }`}</style>
      <DocumentViewer
        contentType={contentType}
        data={data}
        name={name}
        page={page}
        quote={quote}
        at={at}
        onSpanFound={onSpanFound}
      />
    </Stack>
  );
}
