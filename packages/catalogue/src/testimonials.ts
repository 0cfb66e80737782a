// SPEC §3 "Testimonial": six entries for the landing page carousel.

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  company: string;
  /** Portrait path served by the web app; the app falls back to initials if missing. */
  image: string;
  quote: string;
  /** Metric key to its display label, shown as badges under the quote. */
  metrics: Readonly<Record<string, string>>;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 'amani-odhiambo',
    name: 'Dr. Amani Odhiambo',
    role: 'Medical Director',
    company: 'Lakeside Family Clinic',
    image: '/testimonials/amani-odhiambo.webp',
    quote:
      'Patients book on WhatsApp at any hour and get a reminder the day before. Our no-shows nearly halved and the front desk can finally look after the people in the waiting room.',
    metrics: {
      noShows: '46% fewer no-shows',
      bookings: '58% of bookings by chat',
    },
  },
  {
    id: 'david-kamau',
    name: 'David Kamau',
    role: 'Sales Director',
    company: 'Riverside Homes',
    image: '/testimonials/david-kamau.webp',
    quote:
      'Half our enquiries arrive after 8 pm. Lisa answers them, asks about budget and move-in date, and my agents start the day with qualified leads and booked viewings.',
    metrics: {
      viewings: '38% more viewings',
      responseTime: 'Replies in under 30 s',
    },
  },
  {
    id: 'wanjiru-ndegwa',
    name: 'Wanjiru Ndegwa',
    role: 'Founder',
    company: 'Mavazi Collective',
    image: '/testimonials/wanjiru-ndegwa.webp',
    quote:
      'We sell mostly on Instagram. Lisa answers size and stock questions in seconds and takes the order, so our DMs went from chaos to a steady stream of sales.',
    metrics: {
      chatRevenue: '18% of revenue from chat',
      automation: '91% of order questions automated',
    },
  },
  {
    id: 'grace-muthoni',
    name: 'Grace Muthoni',
    role: 'Customer Care Manager',
    company: 'Skyline Internet',
    image: '/testimonials/grace-muthoni.webp',
    quote:
      'Lisa clears the overnight messages before we open. What is left for my team are the conversations that genuinely need a person, and they arrive with the whole history attached.',
    metrics: {
      resolution: '68% resolved without an agent',
      firstResponse: '4 h to 5 s first response',
    },
  },
  {
    id: 'brian-otieno',
    name: 'Brian Otieno',
    role: 'Head of Digital Channels',
    company: 'Pesa Plus Microfinance',
    image: '/testimonials/brian-otieno.webp',
    quote:
      'Lisa only says what compliance has approved, and it says it instantly. Applicants who used to give up halfway now finish their loan applications on WhatsApp.',
    metrics: {
      applications: '29% more completed applications',
      handlingTime: '52% shorter handling time',
    },
  },
  {
    id: 'faith-chebet',
    name: 'Faith Chebet',
    role: 'Head of Admissions',
    company: 'Summit International School',
    image: '/testimonials/faith-chebet.webp',
    quote:
      'During intake Lisa answers hundreds of questions a day in Swahili, English and French. My team spends its time reviewing applications instead of repeating the fee schedule.',
    metrics: {
      applications: '34% more applications completed',
      languages: '3 languages, one assistant',
    },
  },
];

/** Initials for the avatar fallback: "Dr. Amani Odhiambo" -> "AO". */
export function testimonialInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word.length > 0 && !word.endsWith('.'));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
