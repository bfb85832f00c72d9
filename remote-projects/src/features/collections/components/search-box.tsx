import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { useDebouncedCallback } from '@ontoloom/platform';
import { useSetProjectSearch } from '../../projects/hooks/use-project-search';

export type SearchBoxProps = { value: string; label: string; placeholder: string };

/** Writes `?search=` to the URL as the user types; the URL stays the source of truth. */
export function SearchBox({ value, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const setSearch = useSetProjectSearch();
  const lastPushed = useRef(value);
  const push = (next: string) => {
    lastPushed.current = next.trim();
    setSearch(next);
  };
  const { debounced, flush } = useDebouncedCallback(push, 300);

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
