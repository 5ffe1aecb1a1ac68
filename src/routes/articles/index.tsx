import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  parseGuideFilters,
  ArticlesIndexPage,
  type GuideFilters,
  ReadingError,
} from '../../features/reading';
import { stringSearch } from './-search';

export const Route = createFileRoute('/articles/')({
  staticData: { paintsWithoutData: true },
  validateSearch: stringSearch,
  component: ArticlesRoute,
  errorComponent: ReadingError,
});

function ArticlesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFiltersChange = useCallback(
    (filters: GuideFilters) => void navigate({ search: { ...filters }, replace: true }),
    [navigate],
  );
  return (
    <ArticlesIndexPage filters={parseGuideFilters(search)} onFiltersChange={onFiltersChange} />
  );
}
