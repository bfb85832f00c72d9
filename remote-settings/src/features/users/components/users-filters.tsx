import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { userSortSchema, userStatusSchema } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { useDebouncedCallback } from '@ontoloom/platform';
import { DEFAULT_USER_SORT, useSetUsersFilter, type UsersSearch } from '../hooks/use-users-search';

export const SEARCH_DEBOUNCE_MS = 300;

export type UsersFiltersProps = { filters: UsersSearch };

/** Search text (debounced) and status filter, both kept in the URL. */
export function UsersFilters({ filters }: UsersFiltersProps) {
  const { t } = useTranslation('settings');
  const setFilter = useSetUsersFilter();
  const [text, setText] = useState(filters.search);
  // The last text this box wrote: other URL changes (back button, links) win over typing.
  const lastPushed = useRef(filters.search);
  // A link followed meanwhile (its page still loading) wins over a search typed just before.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  const push = (value: string) => {
    if (leaving) return;
    lastPushed.current = value.trim();
    setFilter('search', value);
  };
  const { debounced, flush } = useDebouncedCallback(push, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (filters.search !== lastPushed.current) {
      lastPushed.current = filters.search;
      setText(filters.search);
    }
  }, [filters.search]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flush(text);
  };

  return (
    <Flex as="form" role="search" onSubmit={onSubmit} gap="4" wrap="wrap" align="flex-end">
      <Field.Root flex="1 1 16rem" maxW={{ md: 'sm' }}>
        <Field.Label>{t('users.searchLabel')}</Field.Label>
        <Input
          type="search"
          name="search"
          value={text}
          placeholder={t('users.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            debounced(event.target.value);
          }}
        />
      </Field.Root>
      <Field.Root flex="0 1 14rem">
        <Field.Label>{t('users.statusLabel')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="status"
            value={filters.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
          >
            <option value="">{t('users.allStatuses')}</option>
            {userStatusSchema.options.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="0 1 14rem">
        <Field.Label>{t('users.sortLabel')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="sort"
            value={filters.sort ?? DEFAULT_USER_SORT}
            onChange={(event) =>
              setFilter('sort', event.target.value === DEFAULT_USER_SORT ? '' : event.target.value)
            }
          >
            {userSortSchema.options.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}
