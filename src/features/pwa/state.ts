import { createStore, useStore } from '../../lib/store';

/** What the shell knows about installing and updating the app. */
export interface PwaState {
  /** A newer build is deployed (build id differs) or a new service worker is waiting. */
  updateAvailable: boolean;
  /** Registering the service worker failed: pages not yet opened will not work offline. */
  registrationError: string | null;
  /** The browser offered installation (Chromium's beforeinstallprompt). */
  canInstall: boolean;
  /** The user hid the install prompt (docs/spec/app.md: kept in local storage). */
  installHidden: boolean;
  /** The page is under the control of a service worker: it will open offline. */
  offlineReady: boolean;
}

export const INSTALL_HIDDEN_KEY = 'party-dojo:install-prompt-hidden';

function readInstallHidden(): boolean {
  try {
    return localStorage.getItem(INSTALL_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

const BUILD_PWA_STATE: PwaState = {
  updateAvailable: false,
  registrationError: null,
  canInstall: false,
  installHidden: false,
  offlineReady: false,
};

export const pwaState = createStore<PwaState>(
  {
    ...BUILD_PWA_STATE,
    installHidden: typeof localStorage === 'undefined' ? false : readInstallHidden(),
  },
  BUILD_PWA_STATE,
);

export function usePwaState<S>(select: (s: PwaState) => S): S {
  return useStore(pwaState, select);
}

export function hideInstallPrompt(): void {
  try {
    localStorage.setItem(INSTALL_HIDDEN_KEY, '1');
  } catch {
    // Storage refused (private mode): hide for this visit only.
  }
  pwaState.set({ installHidden: true });
}
