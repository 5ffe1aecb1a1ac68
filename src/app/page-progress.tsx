import { useSiteState } from './site-state';

/** A thin bar at the top while a page loads (pageLoaded is false). */
export function PageProgress() {
  const loading = useSiteState((s) => !s.pageLoaded);
  return <div className="page-progress" data-active={loading} aria-hidden="true" />;
}
