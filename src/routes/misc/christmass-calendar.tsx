import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../features/misc';

export const Route = createFileRoute('/misc/christmass-calendar')({
  component: CalendarPage,
});
