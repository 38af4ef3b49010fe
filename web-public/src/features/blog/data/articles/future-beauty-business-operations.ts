import type { Article } from '../types';

export const futureBeautyBusinessOperations: Article = {
  id: 6,
  slug: 'future-beauty-business-operations',
  title: 'The Future of Beauty Business Operations',
  excerpt:
    'Booking, reminders, payments, inventory and marketing are all becoming automated. A look at where salon and spa operations are heading over the next few years, and how to prepare without losing the human touch.',
  category: 'Industry Trends',
  readTime: '10 min read',
  date: '2025-08-05',
  featured: false,
  tags: ['industry trends', 'automation', 'operations', 'future of beauty', 'AI'],
  content: `
<p>The beauty industry has always been built on personal service, and that will not change. What is changing quickly is everything around the service: how appointments are made, how the day is planned, how products are ordered and how clients are brought back. Owners who understand these shifts can run calmer, more profitable businesses. Those who ignore them will find themselves competing with salons that simply work better behind the scenes.</p>
<p>Here are the trends we see shaping salon, barbershop, spa and nail salon operations over the next few years, and practical ways to prepare for each.</p>

<h2>1. The front desk becomes always-on</h2>
<p>For decades, a salon could only take bookings when someone was free to answer the phone or the door. Online booking widened that window, but it only serves clients who already know exactly what they want. Voice AI closes the rest of the gap. An AI receptionist can answer every call at any hour, answer questions about services and prices, and book directly into the calendar.</p>
<p>The practical consequence is that the business hours of the front desk and the business hours of the salon separate. Clients will increasingly expect to book, move or cancel an appointment at 10 pm on a Sunday, by phone, text or web, and get an immediate answer. Salons that offer this will capture the clients who make decisions in the evening, which is a large share of busy working people.</p>
<p><strong>How to prepare:</strong> make sure your service menu, durations, prices and policies are written down clearly and kept current. Any automated system, from online booking to an AI receptionist, is only as good as the information you give it.</p>

<h2>2. Scheduling gets smarter than the calendar</h2>
<p>Most salon calendars today are digital versions of the paper appointment book. The next generation will actively optimise the day. Expect scheduling that:</p>
<ul>
  <li>Suggests the slot that leaves the fewest unusable gaps, instead of the first free one.</li>
  <li>Learns how long each stylist really takes for each service and adjusts durations automatically.</li>
  <li>Offers cancelled slots to a waiting list within minutes, by text.</li>
  <li>Flags clients who are likely to no-show, based on their history, so you can confirm with them personally or ask for a deposit.</li>
</ul>
<p>None of this needs a data science team. It will arrive as features in the tools salons already use. The owners who benefit most will be those whose data is clean: one calendar, consistent service names and complete client records.</p>
<p><strong>How to prepare:</strong> consolidate. If bookings live in a paper book, a phone app and a spreadsheet, move them into a single system now.</p>

<h2>3. Communication moves to messages</h2>
<p>Clients already prefer a quick text to a phone call for most routine things: confirmations, reminders, running-late notices and "your product is back in stock". Two-way messaging will become the default channel between salon and client, with automated messages handling the routine and people handling the conversations that matter.</p>
<p>This brings a responsibility. Messages must be useful, well-timed and easy to opt out of. A salon that sends three promotional texts a week will train its clients to ignore everything it sends, including the reminder that prevents a no-show.</p>
<p><strong>How to prepare:</strong> collect mobile numbers and consent properly, and separate service messages (confirmations and reminders) from marketing in your own policy.</p>

<h2>4. Data becomes a daily management tool</h2>
<p>Many owners only look at their numbers when the accountant asks. As booking, payments and phone calls all flow through connected systems, the numbers become available every day, in plain language. Imagine opening a dashboard on Monday morning and seeing that 42 calls were answered last week, 31 became bookings, Saturday afternoon was the most requested slot you could not offer, and three regulars are overdue for their usual visit.</p>
<p>That kind of information changes decisions. It tells you when to add a chair or extend hours, which services to promote and which clients to call. The key metrics to watch are simple: calls answered and missed, booking conversion, chair utilisation, rebooking rate, no-show rate and revenue per client visit.</p>
<p><strong>How to prepare:</strong> choose tools that report these numbers, and set a weekly fifteen-minute habit of reading them.</p>

<h2>5. Multi-location and small-group businesses grow</h2>
<p>As operations become easier to automate, running a second or third location becomes realistic for owners who would once have been overwhelmed. Centralised booking, a phone number per location that still answers intelligently, and shared client records let a small group run like a single salon. Expect more owner-operators to grow into small groups, and more independent salons to form loose partnerships that share back-office tools.</p>
<p><strong>How to prepare:</strong> if growth is in your plans, pick systems that handle multiple locations from day one. Migrating later is painful.</p>

<h2>6. Staff roles shift towards the client</h2>
<p>Automation raises a fair question: what happens to the receptionist? In the salons that adopt these tools well, the role does not disappear; it changes. Freed from answering the same scheduling questions all day, front-of-house staff greet every client by name, manage retail, handle the complex bookings, look after the waiting list and follow up personally with clients who have drifted away. Stylists spend less time on admin between clients.</p>
<p>The skills that matter most become hospitality, product knowledge and relationship building, which are exactly the things no machine does well. Salons that invest in these skills will feel more personal than ever, even as more of their operations run automatically.</p>
<p><strong>How to prepare:</strong> talk to your team early. Explain what will be automated and what that frees them to do, and involve them in choosing and tuning the tools.</p>

<h2>7. Trust and privacy become selling points</h2>
<p>As salons hold more client data, including call recordings, treatment notes and sometimes health-related information about allergies or skin conditions, clients will care more about how it is protected. Recording disclosures, secure storage, clear privacy policies and the ability to delete data on request will move from legal small print to part of the brand.</p>
<p><strong>How to prepare:</strong> ask every software vendor how they store and protect data, where it is hosted and what certifications they hold. Write a plain-language privacy note for your clients.</p>

<h2>8. Checkout fades into the background</h2>
<p>Paying at the end of an appointment is still one of the clumsiest moments in a salon visit. The client is relaxed and happy, and then there is a queue at the desk, a card machine that will not connect and a conversation about whether the toner was included. Expect checkout to become almost invisible. Cards saved at booking, prices agreed in advance, tips added from the client's phone and receipts sent by text will let clients simply say goodbye and leave.</p>
<p>This matters for more than convenience. When payment is settled automatically, the last minutes of a visit can be spent on the things that bring clients back: rebooking the next appointment, recommending the right product and asking how they liked the result. It also makes deposits and cancellation fees far easier to apply fairly, because the card is already on file and the policy was accepted when the booking was made.</p>
<p><strong>How to prepare:</strong> publish clear prices, including the "from" prices for services that vary, and write a cancellation policy that you are comfortable enforcing. Automation makes policies consistent, so make sure yours are ones you actually want applied every time.</p>

<h2>9. Stock that orders itself</h2>
<p>Colour, developer, wax, gel polish and retail products are a quiet drain on many salons. Some lines run out at the worst moment and others sit on the shelf until they expire. Connected systems already know which services are booked for the next two weeks, so they can estimate how much product those services will use. Linking that to stock levels makes it possible to suggest orders before you run out, and to notice when usage per service creeps up.</p>
<p>The same data improves retail. If a client booked for a keratin treatment is reminded of the aftercare shampoo the stylist recommended, the sale feels like good advice rather than a pitch. Over time, salons will treat retail as part of the service plan for each client instead of a shelf by the door.</p>
<p><strong>How to prepare:</strong> start recording product usage for your most expensive services, even roughly. Knowing that a full head of highlights uses a certain amount of lightener is the foundation for any future automation.</p>

<h2>10. Owners manage the business by asking</h2>
<p>Today, finding out how the week went means opening several apps, exporting reports and squinting at charts between clients. The same voice and language technology that answers client calls is starting to answer owners' questions too. Instead of digging through screens, an owner will be able to ask "Who cancelled this week and have they rebooked?" or "How many callers asked for balayage on Saturdays last month?" and get a direct answer, by text or by voice, in a few seconds.</p>
<p>This sounds like a small convenience, but it changes who uses data in a salon. Reports that only the most spreadsheet-minded owners ever opened become conversations that anyone on the team can have. A senior stylist can check her own rebooking rate before a review. A manager can see, on the drive in, that two regulars are overdue and that Thursday afternoon still has three open chairs worth filling.</p>
<p>As with every trend on this list, the value depends on the quality of what sits underneath. An assistant can only answer accurately if calls, bookings and client records live in connected systems with consistent names. Salons that tidy their data now will get useful answers from day one; salons that do not will get confident-sounding nonsense.</p>
<p><strong>How to prepare:</strong> write down the five questions you most often wish you could answer about your business. They make an excellent checklist when you evaluate new tools, and a good test of whether the data you collect today is enough.</p>

<h2>A realistic plan for the next twelve months</h2>
<p>All of this can sound like a lot to take on at once. It does not have to be. A sensible order for most independent salons looks like this:</p>
<ol>
  <li><strong>Months one and two:</strong> stop missing calls. Put an AI receptionist on unanswered and after-hours calls, and turn on text confirmations and reminders. This is usually the fastest return on any investment a salon can make, and it immediately shows you how much demand you were losing.</li>
  <li><strong>Months three and four:</strong> clean up your data. One calendar, one client list, consistent service names and honest durations. Everything else depends on it.</li>
  <li><strong>Months five and six:</strong> start a weekly numbers habit. Fifteen minutes every Monday with calls, bookings, no-shows, rebooking rate and revenue per visit.</li>
  <li><strong>Second half of the year:</strong> add what the numbers point to, whether that is a waiting list for peak times, deposits for long services, a simple loyalty reward or a second location.</li>
</ol>
<p>At each step, ask your team what is getting easier and what is getting in the way. The goal is not to use more technology; it is to spend more of every day on the work that clients actually come for.</p>

<h2>What will not change</h2>
<p>It is easy to read a list like this and imagine a salon run by robots. The opposite is more likely. Clients will always come to a salon for the human parts: the consultation, the skill, the conversation and the feeling of being looked after. Everything on this list exists to protect those moments from interruptions such as the ringing phone, the scribbled booking and the forgotten follow-up.</p>
<p>The salons that thrive over the next few years will be the ones that let technology handle the routine so their people can focus completely on the client in front of them. The best time to start is before your competitors do.</p>
`,
};
