import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '@ontoloom/platform';
import { useSetProjectSearch } from '../hooks/use-project-search';

export const SEARCH_DEBOUNCE_MS = 300;

export type ProjectSearchProps = { value: string };

export function ProjectSearch({ value }: ProjectSearchProps) {
  const { t } = useTranslation('projects');
  const [text, setText] = useState(value);
  const setSearch = useSetProjectSearch();
  // The last value this box wrote to the URL: other URL changes (back button, links) win over typing.
  const lastPushed = useRef(value);
  const push = (next: string) => {
    lastPushed.current = next.trim();
    setSearch(next);
  };
  const { debounced, flush } = useDebouncedCallback(push, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (value !== lastPushed.current) {
      lastPushed.current = value;
      setText(value);
    }
  }, [value]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flush(text);
  };

  return (
    <form role="search" onSubmit={onSubmit}>
      <Field.Root maxW={{ base: 'full', md: 'sm' }}>
        <Field.Label>{t('list.searchLabel')}</Field.Label>
        <Input
          type="search"
          name="search"
          value={text}
          placeholder={t('list.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            debounced(event.target.value);
          }}
        />
      </Field.Root>
    </form>
  );
}
