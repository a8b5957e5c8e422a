import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { StoreListQuery } from '@ov/shared';
import { readListQuery, writeListQuery } from '../utils/format';

/** The list's state lives in the URL (?q=&category=&sort=&page=): a link or a reload shows the same results. */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const update = useCallback(
    (patch: Partial<StoreListQuery>, opts: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const current = readListQuery(prev);
          // A new search, filter or sort starts again at page 1.
          const next = { ...current, page: 'page' in patch ? patch.page : 1, ...patch };
          return writeListQuery(next);
        },
        { replace: opts.replace ?? false },
      );
    },
    [setParams],
  );
  return [query, update] as const;
}
