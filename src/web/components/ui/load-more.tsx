import { BusyButton } from './busy-button.tsx';
import { LoadError } from './load-error.tsx';
import './load-more.css';

/** What a paged list (useInfiniteQuery) tells its Load more button. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" under (or "Load earlier" above) a paged list (issue 28): a button, busy while the
 * page loads, gone on the last page; a failed page says so and the button stays to try again.
 */
export function LoadMore({
  query,
  label,
  busyLabel,
  errorMessage,
  className = 'load-more',
}: {
  query: PagedQuery;
  label: string;
  busyLabel: string;
  errorMessage: string;
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className={className}>
      <BusyButton
        variant="secondary"
        size="sm"
        busy={query.isFetchingNextPage}
        busyLabel={busyLabel}
        onClick={() => {
          if (!query.isFetchingNextPage) void query.fetchNextPage();
        }}
      >
        {label}
      </BusyButton>
      {query.isFetchNextPageError ? <LoadError message={errorMessage} /> : null}
    </div>
  );
}
