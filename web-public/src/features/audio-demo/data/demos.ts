export type DemoType = 'booking' | 'rescheduling' | 'inquiry';

export type DemoCall = {
  id: string;
  title: string;
  description: string;
  /** As shown before the audio has loaded, m:ss. */
  duration: string;
  type: DemoType;
  audioSrc: string;
};

export const demoCalls: DemoCall[] = [
  {
    id: 'new-appointment-booking',
    title: 'New Appointment Booking',
    description:
      'Sofia calls to book a balayage and trim. Brian checks Jess’s calendar, offers two times, answers her questions about price and preparation, and books Saturday at 10:30 with a text confirmation.',
    duration: '2:15',
    type: 'booking',
    audioSrc: '/audio/new-appointment-booking.mp3',
  },
];

export function downloadNameOf(demo: DemoCall): string {
  return `${demo.title}.mp3`;
}
