import { createFileRoute } from '@tanstack/react-router';
import { HowItWorksPage } from '../features/home/how-it-works-page';

export const Route = createFileRoute('/how-it-works')({
  staticData: { paintsWithoutData: true },
  component: HowItWorksPage,
});
