import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  GalleryPage,
  parseGalleryQuery,
  toGallerySearch,
  type GalleryQuery,
} from '../features/gallery';

/**
 * The /packs address keeps sort, search and filters as plain strings; the page checks them. Kept
 * tiny on purpose: this runs in the first screen's bundle, the gallery loads with the page.
 */
function gallerySearch(search: Record<string, unknown>): Record<string, string | undefined> {
  const kept: Record<string, string | undefined> = {};
  for (const key of ['sort', 'q', 'tags', 'adult', 'alcohol', 'lang']) {
    const value = search[key];
    if (typeof value === 'string' && value !== '') kept[key] = value;
  }
  return kept;
}

export const Route = createFileRoute('/packs')({
  validateSearch: gallerySearch,
  component: PacksRoute,
});

function PacksRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onQueryChange = useCallback(
    (query: GalleryQuery) =>
      void navigate({ search: { ...toGallerySearch(query) }, replace: true }),
    [navigate],
  );
  return <GalleryPage query={parseGalleryQuery(search)} onQueryChange={onQueryChange} />;
}
