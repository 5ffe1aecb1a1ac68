import { createFileRoute } from '@tanstack/react-router';
import { EditorLandingPage } from '../../features/editor/editor-landing';

export const Route = createFileRoute('/editor/')({
  component: EditorLandingPage,
});
