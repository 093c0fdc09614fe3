/**
 * Issue 28: the week grids page through employees. A search box (name or code) beside the filters,
 * and below the grid the page buttons with 'Employees 101-200 of 100,000'. The page resets to 1
 * when the filter, the search or the week's employees change.
 */
import { Group, Pagination, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Employees per page of the Shifts Schedule and Timesheet grids. */
export const WEEK_PAGE_SIZE = 100;

export interface WeekPaging {
  page: number;
  setPage: (page: number) => void;
  /** The search as typed. */
  search: string;
  setSearch: (search: string) => void;
  /** The search sent to the server: the typed text once it has rested 250 ms. */
  query: string;
}

/** The paging of a week grid; `initialSearch` (a link's) is searched at once. */
export function useWeekPaging(initialSearch = ''): WeekPaging {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState(initialSearch);
  const [query, setQuery] = useState(initialSearch.trim());
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);
  return { page, setPage, search, setSearch, query };
}

export function WeekSearch({ paging }: { paging: WeekPaging }) {
  return (
    <TextInput
      label="Search"
      placeholder="Name or employee code"
      value={paging.search}
      onChange={(e) => paging.setSearch(e.currentTarget.value)}
      w={260}
    />
  );
}

export function WeekPages({ paging, total }: { paging: WeekPaging; total: number }) {
  const pages = Math.max(1, Math.ceil(total / WEEK_PAGE_SIZE));
  const first = total === 0 ? 0 : (paging.page - 1) * WEEK_PAGE_SIZE + 1;
  const last = Math.min(total, paging.page * WEEK_PAGE_SIZE);
  return (
    <Group justify="space-between" data-testid="week-pages">
      <Text size="sm" c="dimmed">
        Employees {first.toLocaleString('en-PH')}-{last.toLocaleString('en-PH')} of{' '}
        {total.toLocaleString('en-PH')}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(paging.page, pages)}
          onChange={paging.setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Group>
  );
}
