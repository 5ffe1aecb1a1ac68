import { pwaState } from './state';

/** Chromium's install offer; not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;

/** Must run early: the browser fires the offer once, soon after load. */
export function captureInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    pwaState.set({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    pwaState.set({ canInstall: false });
  });
}

export async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  pwaState.set({ canInstall: false });
  await current.prompt();
  await current.userChoice;
}
