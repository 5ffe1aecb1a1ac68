import { useRouter } from '@tanstack/react-router';

/** Whether this build has a page at `path`, so links never lead into a 404. */
export function useHasRoute(): (path: string) => boolean {
  const router = useRouter();
  return (path: string) => Object.hasOwn(router.routesByPath, path.split('#')[0] || '/');
}
