import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../features/misc';

export const Route = createFileRoute('/misc/christmass-calendar')({
  staticData: {
    head: {
      title: 'head.christmasCalendar.title',
      description: 'head.christmasCalendar.description',
    },
  },
  component: CalendarPage,
});
