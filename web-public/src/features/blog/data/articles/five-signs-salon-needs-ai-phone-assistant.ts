import type { Article } from '../types';

export const fiveSignsSalonNeedsAiPhoneAssistant: Article = {
  id: 3,
  slug: 'five-signs-salon-needs-ai-phone-assistant',
  title: '5 Signs Your Salon Needs an AI Phone Assistant',
  excerpt:
    'Not every salon needs help on the phone. These five warning signs tell you when yours does, and what each one is costing you.',
  category: 'Salon Management',
  readTime: '4 min read',
  date: '2025-09-08',
  featured: false,
  tags: ['salon management', 'AI receptionist', 'front desk', 'productivity'],
  content: `
<p>Plenty of salons run happily with a receptionist, a booking app and a phone that gets answered on the second ring. If that is you, congratulations. For many others the phone has quietly become a bottleneck. Here are five signs that an AI phone assistant would pay for itself.</p>

<h2>1. Your call log is full of numbers you never called back</h2>
<p>Scroll through yesterday's missed calls. If there are more than two or three, and you recognise few of the numbers, those are likely new clients who wanted to book and did not. Most will not try twice. An AI assistant answers every one of them, books the appointment and sends you a summary, so the list of mystery numbers disappears.</p>

<h2>2. Stylists answer the phone with a client in the chair</h2>
<p>It seems harmless: a quick "Hello, salon, can you hold?" while the colour processes. But the client in the chair notices, the caller on hold notices, and the stylist loses their flow. If your team regularly stops a service to grab the phone, you are paying skilled people to be switchboard operators, and both clients get a worse experience.</p>

<h2>3. Your busiest hours are your worst for bookings</h2>
<p>Saturday mornings and weekday evenings are when most people have time to call, and exactly when your whole team is busy. If your booking calendar fills unevenly, with slow Tuesdays and turned-away Saturdays, part of the reason may be that the calls made during peak hours never got through to rebook people into quieter slots. An assistant that is always free can offer a Tuesday afternoon to the caller who cannot get Saturday.</p>

<h2>4. No-shows are eating your week</h2>
<p>No-shows often come from bookings taken in a rush: a scribbled name, no confirmation, no reminder. When every booking automatically triggers a text confirmation and a reminder the day before, clients either turn up or cancel in time for you to fill the slot. If no-shows cost you several appointments a week, automated confirmations alone can justify the switch.</p>

<h2>5. You spend your evenings returning calls</h2>
<p>If your day ends with a list of voicemails to return from the car or the sofa, something is wrong. Owners who run the business and a full column of clients cannot also be the after-hours phone line. An AI assistant handles routine calls at any hour and only hands you the ones that genuinely need you, already summarised with the caller's name, number and reason.</p>

<h2>A quick way to check</h2>
<p>If you are not sure whether these signs apply to you, run a simple one-week experiment. Put a sheet of paper next to the phone and ask whoever is at the desk to make a mark every time the phone rings and nobody can answer it, and a second mark whenever a stylist has to interrupt a service to pick up. At the end of each day, compare the marks with the missed calls in your phone's log, because the log always catches the calls that rang while everyone was busy.</p>
<p>Most owners who try this are surprised twice. First by how many calls go unanswered on an ordinary weekday, and second by how many of them come in at the same predictable times: just before opening, over lunch and in the hour after closing. Those are exactly the moments when a human receptionist is hardest to schedule and an AI assistant costs nothing extra.</p>
<p>It is also worth listening to the voicemails you do get. If many of them say "I wanted to book, please call me back", you are doing twice the work: the call you missed and the call back, often played as phone tag over several days. An assistant that books on the first call removes both.</p>

<h2>What to do next</h2>
<p>If two or more of these sound familiar, it is worth running the numbers. Count your missed calls for a week, then use our <a href="/roi-calculator">ROI calculator</a> to see what they are worth. Most salons find that recovering even a couple of bookings a day covers the cost of an assistant many times over, and the calmer front desk is a bonus you feel from the first week.</p>
<p>The best part is that you do not have to change everything at once. Start by sending only unanswered and after-hours calls to the assistant, keep your receptionist for the clients standing at the desk, and expand from there when you are comfortable.</p>
`,
};
