import { useMatches } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useStorageHealth } from '../db/storage-health';
import { useT } from '../lib/i18n';
import { createStore, useStore } from '../lib/store';
import { promptInstall } from '../features/pwa/install';
import { hideInstallPrompt, usePwaState } from '../features/pwa/state';

function reloadIntoUpdate() {
  void import('../features/pwa/register').then(({ applyUpdate }) => applyUpdate());
}

/**
 * The notices put away in this page load. Kept outside the component: the notices sit in a
 * different place on different pages (above a game, after home, floating elsewhere), so they are
 * drawn anew on the way between them, and one put away must stay away.
 */
const putAway = createStore<{ ids: ReadonlySet<string> }>({ ids: new Set() });

/**
 * Floating notices take their own room: the page gets as much space at its foot as they cover
 * (`--notices-room`, read by the default layout), so the end of any page (a rewards list, a QR
 * code) can always be scrolled clear of them (U2).
 */
function useReservedRoom(floating: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!floating || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => {
      const height = element.getBoundingClientRect().height;
      const room = height > 0 ? window.innerHeight - element.getBoundingClientRect().top : 0;
      root.style.setProperty('--notices-room', `${Math.max(0, Math.ceil(room))}px`);
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    return () => {
      observer.disconnect();
      root.style.removeProperty('--notices-room');
    };
  }, [floating]);
  return ref;
}

/**
 * Everything the shell must tell the user about their data and the app itself: storage that will
 * not keep anything, a full disk, a newer version, offline mode that failed, installing.
 */
export function Notices({
  inline = false,
  abovePlay = false,
}: {
  inline?: boolean;
  /**
   * First in a game's column: a notice that came while the page is open would push the game down
   * under the players' thumbs. Here the app's news (offline mode failed, a new version, install)
   * waits for the next page, and is drawn with it; a warning that data is being lost shows at once.
   * The layout draws these notices anew for each page.
   */
  abovePlay?: boolean;
}) {
  const t = useT();
  const storage = useStorageHealth((s) => s);
  const live = usePwaState((s) => s);
  // The news as it stood when this page was drawn: kept only while it still holds.
  const [asDrawn] = useState(live);
  const pwa = abovePlay
    ? {
        ...live,
        registrationError: asDrawn.registrationError && live.registrationError,
        updateAvailable: asDrawn.updateAvailable && live.updateAvailable,
        canInstall: asDrawn.canInstall && live.canInstall,
      }
    : live;
  const inGame = useMatches({ select: (m) => m.some((match) => match.staticData.inGame) });
  // Informational notices can be put away; they must never sit on top of the page for good.
  const dismissed = useStore(putAway, (state) => state.ids);
  const dismiss = (id: string) => putAway.set({ ids: new Set(putAway.get().ids).add(id) });
  const gotIt = (id: string) => (
    <button type="button" className="btn btn-small btn-ghost" onClick={() => dismiss(id)}>
      {t('app.notice.gotIt')}
    </button>
  );

  const ref = useReservedRoom(!inline);

  return (
    <div
      ref={ref}
      className={inline ? 'notices notices-inline' : 'notices'}
      role="region"
      aria-label={t('app.notices')}
    >
      {storage.mode === 'memory' && !dismissed.has('memory') && (
        <p className="notice notice-warn" role="alert">
          {t('app.notice.memory')} {gotIt('memory')}
        </p>
      )}
      {storage.full && (
        <p className="notice notice-warn" role="alert">
          {t('app.notice.full')}
        </p>
      )}
      {storage.outdated && (
        <p className="notice notice-warn" role="alert">
          {t('app.notice.outdated')}{' '}
          <button type="button" className="btn btn-small" onClick={() => window.location.reload()}>
            {t('app.notice.reload')}
          </button>
        </p>
      )}
      {pwa.registrationError && !dismissed.has('sw-error') && (
        <p className="notice notice-info" data-testid="sw-error">
          {t('app.notice.swError')} {gotIt('sw-error')}
        </p>
      )}
      {pwa.updateAvailable && !dismissed.has('update') && (
        <div className="notice notice-update" role="status" data-testid="update-prompt">
          <span>{inGame ? t('app.notice.updateInGame') : t('app.notice.update')}</span>
          <span className="notice-actions">
            <button type="button" className="btn btn-small btn-primary" onClick={reloadIntoUpdate}>
              {t('app.notice.reload')}
            </button>
            <button
              type="button"
              className="btn btn-small btn-ghost"
              onClick={() => dismiss('update')}
            >
              {t('app.notice.later')}
            </button>
          </span>
        </div>
      )}
      {pwa.canInstall && !pwa.installHidden && !inGame && (
        <div className="notice notice-install" data-testid="install-prompt">
          <span>{t('app.notice.install')}</span>
          <span className="notice-actions">
            <button
              type="button"
              className="btn btn-small btn-primary"
              onClick={() => void promptInstall()}
            >
              {t('app.notice.installButton')}
            </button>
            <button type="button" className="btn btn-small btn-ghost" onClick={hideInstallPrompt}>
              {t('app.notice.notNow')}
            </button>
          </span>
        </div>
      )}
    </div>
  );
}
