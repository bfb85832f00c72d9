import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { Box, Button, Group, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type FindMatches = { current: number; total: number };

export type PdfToolbarProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Current zoom, 1 = 100 %. */
  scale: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitWidth: () => void;
  query: string;
  onQuery: (query: string) => void;
  /** Next (or previous) match of the current query. */
  onFind: (previous: boolean) => void;
  /** null while nothing was searched or the search still runs. */
  matches: FindMatches | null;
  download: { href: string; name: string } | null;
  findInput?: RefObject<HTMLInputElement | null>;
};

/** The PDF viewer's controls: find, page navigation, zoom and download; wraps on narrow screens. */
export function PdfToolbar({
  page,
  pages,
  onPage,
  scale,
  onZoomIn,
  onZoomOut,
  onFitWidth,
  query,
  onQuery,
  onFind,
  matches,
  download,
  findInput,
}: PdfToolbarProps) {
  const { t } = useTranslation('projects');
  // The typed page number, applied on Enter or when the field loses focus.
  const pageInputId = useId();
  const [draft, setDraft] = useState(String(page));
  useEffect(() => setDraft(String(page)), [page]);

  const applyDraft = () => {
    const wanted = Number.parseInt(draft, 10);
    if (Number.isInteger(wanted) && wanted >= 1 && wanted <= pages) onPage(wanted);
    else setDraft(String(page));
  };
  const onFindKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (query) onFind(event.shiftKey);
  };

  return (
    <HStack
      gap="3"
      rowGap="2"
      wrap="wrap"
      role="toolbar"
      aria-label={t('documents.pdf.toolbar')}
      data-testid="pdf-toolbar"
    >
      <Group attached>
        <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('documents.pdf.previousPage')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
        >
          {t('documents.pdf.nextPage')}
        </Button>
      </Group>
      <HStack gap="1.5" textStyle="sm">
        <Text asChild>
          <label htmlFor={pageInputId}>{t('documents.pdf.page')}</label>
        </Text>
        <Input
          id={pageInputId}
          size="sm"
          width="4.5em"
          inputMode="numeric"
          aria-label={t('documents.pdf.pageNumber')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={applyDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyDraft();
          }}
          disabled={pages === 0}
        />
        <Text whiteSpace="nowrap" data-testid="pdf-page-total">
          {t('documents.pdf.ofPages', { total: pages })}
        </Text>
      </HStack>
      <Group attached>
        <IconButton
          size="sm"
          variant="outline"
          aria-label={t('documents.pdf.zoomOut')}
          onClick={onZoomOut}
        >
          −
        </IconButton>
        <Box
          as="output"
          aria-label={t('documents.pdf.zoom')}
          minWidth="4em"
          textAlign="center"
          textStyle="sm"
          borderYWidth="1px"
          alignSelf="stretch"
          display="flex"
          alignItems="center"
          justifyContent="center"
          data-testid="pdf-zoom"
        >
          {`${Math.round(scale * 100)} %`}
        </Box>
        <IconButton
          size="sm"
          variant="outline"
          aria-label={t('documents.pdf.zoomIn')}
          onClick={onZoomIn}
        >
          +
        </IconButton>
      </Group>
      <Button size="sm" variant="outline" onClick={onFitWidth}>
        {t('documents.pdf.fitWidth')}
      </Button>
      <HStack gap="1.5" flex="1" minWidth="min(100%, 16rem)">
        <Input
          ref={findInput}
          type="search"
          size="sm"
          flex="1"
          minWidth="8rem"
          aria-label={t('documents.pdf.find')}
          placeholder={t('documents.pdf.findPlaceholder')}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={onFindKey}
        />
        <Group attached>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('documents.pdf.previousMatch')}
            onClick={() => onFind(true)}
            disabled={!query}
          >
            ↑
          </IconButton>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('documents.pdf.nextMatch')}
            onClick={() => onFind(false)}
            disabled={!query}
          >
            ↓
          </IconButton>
        </Group>
        <Text
          textStyle="sm"
          color="fg.muted"
          whiteSpace="nowrap"
          aria-live="polite"
          data-testid="pdf-matches"
        >
          {query && matches
            ? matches.total > 0
              ? t('documents.pdf.matches', { current: matches.current, total: matches.total })
              : t('documents.pdf.noMatch')
            : ''}
        </Text>
      </HStack>
      {download ? (
        <Button asChild size="sm" variant="outline">
          <a href={download.href} download={download.name}>
            {t('documents.pdf.download')}
          </a>
        </Button>
      ) : null}
    </HStack>
  );
}
