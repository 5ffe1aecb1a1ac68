import { createFileRoute } from '@tanstack/react-router';
import { EditorLandingPage } from '../../features/editor/editor-landing';

export const Route = createFileRoute('/editor/')({
  // Prerendered: the hero paints from HTML, the drafts and saved packs fill in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  component: EditorLandingPage,
});
