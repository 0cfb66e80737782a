import type { Industry } from '../types.ts';

export const healthcare: Industry = {
  id: 'healthcare',
  title: 'Healthcare',
  subtitle: 'Bookings, reminders and patient questions handled kindly and on time',
  description:
    'Front desks spend their day on the phone booking appointments and answering the same questions about hours, insurance and preparation. Lisa takes those conversations on WhatsApp and your website: it books and reschedules appointments, sends reminders that reduce no-shows, answers from your approved patient information, and routes anything clinical to your staff instead of guessing.',
  colour: '#0284c7',
  stats: [
    { label: 'Appointments booked by chat', value: '58%', change: '+58%' },
    { label: 'No-show rate', value: '7%', change: '-46%' },
    { label: 'Calls to the front desk', value: '-40%', change: '-40%' },
    { label: 'Patient satisfaction', value: '4.7/5', change: '+12%' },
  ],
  painPoints: [
    {
      title: 'Phones ringing all morning',
      description:
        'Receptionists juggle calls, walk-ins and insurance checks, and patients give up after waiting on hold.',
    },
    {
      title: 'Costly no-shows',
      description:
        'Missed appointments leave clinicians idle while other patients wait weeks for a slot.',
    },
    {
      title: 'Questions that must be answered carefully',
      description:
        'Patients ask about preparation, prescriptions and symptoms; a wrong answer is worse than a slow one.',
    },
  ],
  impact: [
    'Appointments booked and rescheduled without a phone call',
    'Automatic reminders that cut no-shows',
    'Approved answers for preparation, insurance and opening hours',
    'Clinical questions routed to qualified staff every time',
  ],
  features: [
    {
      title: 'Appointment booking',
      description:
        'Lisa offers free slots per doctor or service, books them into your calendar and handles reschedules in the same chat.',
    },
    {
      title: 'Reminders and preparation notes',
      description:
        'Patients receive a reminder with fasting, document or arrival instructions the day before their visit.',
    },
    {
      title: 'Safe escalation',
      description:
        'Anything that sounds clinical or urgent is handed to your staff immediately, with the conversation attached; Lisa never diagnoses.',
    },
    {
      title: 'Prescription refill requests',
      description:
        'Refill requests are collected with the patient’s details and queued as tasks for a pharmacist or doctor to approve.',
    },
  ],
  benefits: [
    'Free reception staff for patients in the building',
    'Fill more of each clinician’s day',
    'Give patients answers outside opening hours',
    'Keep a written record of every request',
  ],
  integrations: ['whatsapp', 'web-widget', 'calendar', 'google-meet', 'asana', 'slack'],
  workflow: [
    {
      title: 'Patient writes in',
      description:
        'A patient asks for an appointment or has a question on WhatsApp or your website.',
    },
    {
      title: 'Lisa books or answers',
      description: 'Lisa books a slot or replies from your approved patient information.',
    },
    {
      title: 'Reminder goes out',
      description: 'The day before, the patient gets a reminder with preparation notes.',
    },
    {
      title: 'Staff handle the clinical',
      description: 'Clinical questions and refill requests reach staff as tasks with full context.',
    },
  ],
  testimonial: {
    quote:
      'Patients book on WhatsApp at midnight and get a reminder the day before. Our no-shows nearly halved, and the front desk finally has time to talk to people in the waiting room.',
    name: 'Dr. Amani Odhiambo',
    role: 'Medical Director',
    company: 'Lakeside Family Clinic',
  },
  caseStudy: {
    company: 'Lakeside Family Clinic',
    title: 'A multi-doctor clinic halves its no-shows',
    challenge:
      'Lakeside’s six doctors lost about one appointment in seven to no-shows, and two receptionists spent most of the day on the phone booking and confirming visits.',
    solution:
      'Lisa took bookings on WhatsApp against each doctor’s calendar, sent reminders with preparation notes, and routed symptom questions and refill requests to the nurse on duty.',
    results: [
      'No-shows down from 14% to 7%',
      '58% of appointments now booked by chat',
      'Front-desk calls down by 40%',
    ],
  },
};
