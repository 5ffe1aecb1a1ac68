import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../app/root';
import { ModerationPage } from '../features/moderation';

export const Route = createFileRoute('/moderation')({
  component: () => <ModerationPage NotFound={NotFoundPage} />,
});
