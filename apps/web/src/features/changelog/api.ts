/** The changelog query: the static /CHANGELOG.md, parsed once per fetch. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStaticText } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { parseChangelog } from './parseChangelog';

export const CHANGELOG_PATH = '/CHANGELOG.md';

export const changelogQuery = queryOptions({
  queryKey: queryKeys.changelog,
  queryFn: async () => parseChangelog(await fetchStaticText(CHANGELOG_PATH)),
  staleTime: 5 * 60_000,
});

export function useChangelog() {
  return useQuery(changelogQuery);
}

/** The current version heading (e.g. 'v0.1.0 (UAT) - 2026-11-21'), null until known. */
export function useCurrentVersion(): string | null {
  return useChangelog().data?.currentVersion ?? null;
}
