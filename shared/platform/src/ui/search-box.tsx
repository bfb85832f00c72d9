import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { useSetListSearch } from '../routing/list-search';

export type SearchBoxProps = { value: string; label: string; placeholder: string };

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box: writes `?search=` to the URL as the user types (debounced), and follows
 * the URL when it changes otherwise (back button, links): the URL stays the source of truth.
 */
export function SearchBox({ value, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const setSearch = useSetListSearch();
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
        <Field.Label>{label}</Field.Label>
        <Input
          type="search"
          name="search"
          value={text}
          placeholder={placeholder}
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
