import type { Industry } from '../types.ts';

export const realEstate: Industry = {
  id: 'real-estate',
  title: 'Real Estate',
  subtitle: 'Qualify every enquiry and book viewings while your agents are on site',
  description:
    'Property enquiries arrive at all hours from listings portals, Instagram and WhatsApp, and most go cold before an agent calls back. Lisa answers questions about price, size, location and availability from your listings, asks the qualifying questions your agents would ask (budget, move-in date, financing) and books viewings straight into the right agent’s calendar.',
  colour: '#0d9488',
  stats: [
    { label: 'Enquiries answered in 1 minute', value: '100%', change: '+64%' },
    { label: 'Viewings booked by Lisa', value: '41%', change: '+41%' },
    { label: 'Qualified leads per week', value: '126', change: '+52%' },
    { label: 'Agent hours saved monthly', value: '180 h', change: '+180 h' },
  ],
  painPoints: [
    {
      title: 'Leads go cold overnight',
      description:
        'Buyers contact three agencies at once; the first one to answer with useful details usually gets the viewing.',
    },
    {
      title: 'Agents chasing unqualified leads',
      description:
        'Hours go into calls with enquirers whose budget or timing never matched the property.',
    },
    {
      title: 'Viewing schedules by phone tag',
      description: 'Arranging one viewing can take five messages and two missed calls.',
    },
  ],
  impact: [
    'Every enquiry answered in under a minute, day and night',
    'Agents receive leads with budget, timing and financing already known',
    'Viewings booked without back-and-forth',
    'Listings questions answered consistently from the same data',
  ],
  features: [
    {
      title: 'Listing-aware answers',
      description:
        'Lisa answers price, size, service charge and amenities questions from your property sheets and brochures.',
    },
    {
      title: 'Lead qualification',
      description:
        'Budget, location, bedrooms, move-in date and mortgage status are collected naturally in the chat and saved to your CRM.',
    },
    {
      title: 'Viewing booking',
      description:
        'Lisa offers the listing agent’s free slots, books the viewing and sends a reminder with directions the day before.',
    },
    {
      title: 'Portal and social enquiries',
      description:
        'Enquiries from Instagram, Messenger, WhatsApp and your website get the same fast, accurate reply.',
    },
  ],
  benefits: [
    'Win more viewings by answering first',
    'Spend agent time only on qualified buyers and tenants',
    'Never double-book a viewing',
    'See which listings attract the most questions',
  ],
  integrations: [
    'whatsapp',
    'instagram',
    'facebook-messenger',
    'web-widget',
    'calendar',
    'zoho-crm',
  ],
  workflow: [
    {
      title: 'Enquiry arrives',
      description: 'A buyer asks about a listing on WhatsApp, Instagram or your site.',
    },
    {
      title: 'Lisa answers and qualifies',
      description: 'Lisa shares the details and asks about budget, timing and financing.',
    },
    {
      title: 'Viewing is booked',
      description: 'The buyer picks a slot from the agent’s calendar; both get a confirmation.',
    },
    {
      title: 'Agent follows up',
      description: 'The qualified lead and transcript wait in the CRM for the agent.',
    },
  ],
  testimonial: {
    quote:
      'Half our enquiries come in after 8 pm. Lisa answers them, asks the budget question we always forgot to ask, and my agents wake up to booked viewings.',
    name: 'David Kamau',
    role: 'Sales Director',
    company: 'Riverside Homes',
  },
  caseStudy: {
    company: 'Riverside Homes',
    title: 'An agency turns late-night enquiries into booked viewings',
    challenge:
      'Riverside listed 140 apartments across Nairobi and Kiambu. Agents spent most mornings returning calls to enquirers who had contacted other agencies the night before.',
    solution:
      'Lisa was loaded with every listing sheet, connected to WhatsApp and Instagram, and given each agent’s calendar. A qualification workflow records budget and move-in date in Zoho CRM.',
    results: [
      '38% more viewings booked in the first quarter',
      'Median reply time under 30 seconds, including nights',
      'Agents stopped calling enquirers outside their budget range',
    ],
  },
};
