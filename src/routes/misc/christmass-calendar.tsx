import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../features/misc';

export const Route = createFileRoute('/misc/christmass-calendar')({
  staticData: {
    head: {
      title: 'Christmas calendar',
      description:
        '24 doors to December: from the 1st, one door a day opens on a dare or a mini-game for the group.',
    },
  },
  component: CalendarPage,
});
