import type { Industry } from '../types.ts';

export const government: Industry = {
  id: 'government',
  title: 'Government',
  subtitle: 'Citizen services that answer at any hour, in plain language',
  description:
    'Citizens want to know which documents to bring, how much a service costs and where their application stands, without queueing or calling a line that is always busy. Lisa answers from your official service guides, checks application status through your systems, books appointments at service centres, and passes complaints to the right office with a reference number.',
  colour: '#1d4ed8',
  stats: [
    { label: 'Enquiries handled digitally', value: '84%', change: '+84%' },
    { label: 'Call-centre waiting time', value: '-63%', change: '-63%' },
    { label: 'Service-centre bookings', value: '22k', change: '+22k' },
    { label: 'Citizen satisfaction', value: '4.4/5', change: '+21%' },
  ],
  painPoints: [
    {
      title: 'Long queues for simple questions',
      description:
        'Citizens travel to an office or wait on hold only to learn which form to bring.',
    },
    {
      title: 'Inconsistent answers',
      description:
        'Different officers give different answers about the same requirement, and trust suffers.',
    },
    {
      title: 'Status enquiries',
      description: 'A large share of calls asks only “has my application been processed?”.',
    },
  ],
  impact: [
    'Official, consistent answers around the clock',
    'Fewer wasted trips to service centres',
    'Application status without calling',
    'Complaints routed with a reference number and full record',
  ],
  features: [
    {
      title: 'Service guide assistant',
      description:
        'Lisa answers requirements, fees and procedures strictly from your published service guides and cites the source.',
    },
    {
      title: 'Application status',
      description:
        'Through the Lisa API, citizens check the status of permits, licences and certificates with their reference number.',
    },
    {
      title: 'Appointment booking',
      description:
        'Citizens book a time at the nearest service centre, with a reminder of the documents to bring.',
    },
    {
      title: 'Complaints and feedback',
      description:
        'Complaints are recorded with a reference, routed to the responsible office and tracked to resolution.',
    },
  ],
  benefits: [
    'Shorter queues and call-centre waits',
    'One official answer for every citizen',
    'Accessible in many languages on the channels people use',
    'A complete, auditable record of every enquiry',
  ],
  integrations: ['web-widget', 'whatsapp', 'lisa-api', 'calendar', 'asana', 'slack'],
  workflow: [
    {
      title: 'Citizen asks',
      description: 'A question about a service, a fee or an application arrives on any channel.',
    },
    {
      title: 'Lisa answers officially',
      description: 'Lisa replies from the official service guide and links the source.',
    },
    {
      title: 'Status or booking',
      description: 'Lisa checks an application’s status or books a service-centre visit.',
    },
    {
      title: 'Office resolves the rest',
      description: 'Complaints and exceptions reach the right office with a reference.',
    },
  ],
  testimonial: {
    quote:
      'Most calls to our licensing office were about documents and status. Lisa answers those from our own service charter, and our officers now handle the cases that need a decision.',
    name: 'James Mwangi',
    role: 'Director of Citizen Services',
    company: 'Nakuru County Government',
  },
  caseStudy: {
    company: 'Nakuru County Government',
    title: 'A county licensing office cuts call waits by nearly two thirds',
    challenge:
      'Business-permit season brought thousands of calls and long queues, mostly about required documents, fees and application status.',
    solution:
      'Lisa answered from the county’s service charter on the website and WhatsApp, checked permit status through the licensing system via the Lisa API, and booked service-centre appointments.',
    results: [
      '84% of enquiries handled without an officer',
      'Call-centre waiting time down 63%',
      '22,000 service-centre appointments booked by chat in one season',
    ],
  },
};
