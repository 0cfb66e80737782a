// Ready workflows from SPEC's list (§9 quote options, §3 pricing page workflows), each
// usable as it is: create from the template, publish. Texts are plain and short; a business
// edits them in the builder.
import type {
  WorkflowDefinitionInput,
  WorkflowTemplateKey,
  WorkflowTrigger,
} from '@lisa/contracts/workflows';

export interface WorkflowTemplate {
  key: WorkflowTemplateKey;
  name: string;
  description: string;
  trigger: WorkflowTrigger;
  definition: WorkflowDefinitionInput;
}

export const WORKFLOW_TEMPLATES: readonly WorkflowTemplate[] = [
  {
    key: 'lead-qualification',
    name: 'Lead Qualification',
    description: 'Asks a prospect for their name, email and team size, and creates a lead.',
    trigger: { type: 'keywords', keywords: ['pricing', 'quote', 'demo', 'buy'] },
    definition: {
      steps: [
        { id: 'intro', type: 'message', text: 'Happy to help. A few quick questions first.' },
        {
          id: 'ask_name',
          type: 'ask',
          question: 'What is your name?',
          answer: { kind: 'text' },
          save: { to: 'contact', name: 'name' },
        },
        {
          id: 'ask_email',
          type: 'ask',
          question: 'What email can we reach you at?',
          answer: { kind: 'email' },
          save: { to: 'contact', name: 'email' },
        },
        {
          id: 'ask_size',
          type: 'ask',
          question: 'How many people are on your team?',
          answer: { kind: 'number', min: 1 },
          save: { to: 'variable', name: 'team_size' },
        },
        {
          id: 'lead',
          type: 'create_lead',
          name: '{{name}}',
          email: '{{email}}',
          notes: 'Team size: {{team_size}}',
        },
        {
          id: 'check_size',
          type: 'branch',
          rules: [
            {
              when: [{ variable: 'team_size', op: 'greater_than', value: '49' }],
              goto: 'big_team',
            },
          ],
          otherwise: 'thanks',
        },
        {
          id: 'big_team',
          type: 'create_task',
          title: 'Call {{name}} ({{team_size}} people)',
          description: 'Large team from the website chat: {{email}}',
          due_in_hours: 24,
        },
        {
          id: 'thanks',
          type: 'end',
          message: 'Thanks {{name}}! Someone from our team will email you at {{email}} soon.',
        },
      ],
    },
  },
  {
    key: 'customer-feedback',
    name: 'Customer Feedback',
    description: 'Asks for a rating from 1 to 5 and a comment; a low rating becomes a task.',
    trigger: { type: 'keywords', keywords: ['feedback', 'review', 'rate you'] },
    definition: {
      steps: [
        {
          id: 'ask_rating',
          type: 'ask',
          question: 'How would you rate us, from 1 (poor) to 5 (great)?',
          answer: { kind: 'number', min: 1, max: 5 },
          save: { to: 'variable', name: 'rating' },
        },
        {
          id: 'ask_comment',
          type: 'ask',
          question: 'Thanks! What is the main reason for your rating?',
          answer: { kind: 'text' },
          save: { to: 'variable', name: 'comment' },
        },
        { id: 'tag', type: 'set_contact', fields: [], tags: ['feedback-given'] },
        {
          id: 'check_rating',
          type: 'branch',
          rules: [
            { when: [{ variable: 'rating', op: 'less_than', value: '3' }], goto: 'follow_up' },
          ],
          otherwise: 'thanks',
        },
        {
          id: 'follow_up',
          type: 'create_task',
          title: 'Follow up on a {{rating}}/5 rating',
          description: '{{comment}}',
          due_in_hours: 24,
        },
        { id: 'thanks', type: 'end', message: 'Thank you for your feedback!' },
      ],
    },
  },
  {
    key: 'support-triage',
    name: 'Support Triage',
    description: 'Sorts a problem by kind, logs it as a task and hands it to a person.',
    trigger: { type: 'keywords', keywords: ['problem', 'issue', 'not working', 'broken', 'error'] },
    definition: {
      steps: [
        {
          id: 'ask_kind',
          type: 'ask',
          question: 'Sorry to hear that. What is it about? 1. Billing, 2. Technical, 3. Account',
          answer: { kind: 'choice', choices: ['Billing', 'Technical', 'Account'] },
          save: { to: 'variable', name: 'kind' },
        },
        {
          id: 'ask_details',
          type: 'ask',
          question: 'Please describe what happened in a sentence or two.',
          answer: { kind: 'text' },
          save: { to: 'variable', name: 'details' },
        },
        {
          id: 'log',
          type: 'create_task',
          title: '{{kind}} issue from the chat',
          description: '{{details}}',
          due_in_hours: 4,
        },
        {
          id: 'handoff',
          type: 'handoff',
          message:
            'Thanks. I have logged this {{kind}} issue and a teammate will take it from here.',
        },
      ],
    },
  },
  {
    key: 'customer-onboarding',
    name: 'Customer Onboarding',
    description:
      'Welcomes a new customer, records their company and goal, and checks in a day later.',
    trigger: { type: 'keywords', keywords: ['get started', 'onboarding', 'sign up', 'signup'] },
    definition: {
      steps: [
        { id: 'welcome', type: 'message', text: 'Welcome! Let us get you set up.' },
        {
          id: 'ask_name',
          type: 'ask',
          question: 'What is your name?',
          answer: { kind: 'text' },
          save: { to: 'contact', name: 'name' },
        },
        {
          id: 'ask_company',
          type: 'ask',
          question: 'Which company are you with?',
          answer: { kind: 'text' },
          save: { to: 'contact', name: 'company' },
        },
        {
          id: 'ask_goal',
          type: 'ask',
          question: 'What do you want to do first? 1. Support, 2. Sales, 3. Bookings',
          answer: { kind: 'choice', choices: ['Support', 'Sales', 'Bookings'] },
          save: { to: 'variable', name: 'goal' },
        },
        { id: 'tag', type: 'set_contact', fields: [], tags: ['onboarding'] },
        {
          id: 'check_in',
          type: 'reminder',
          text: 'Hi {{name}}, how is your set-up going? Reply here if you need a hand.',
          delay_seconds: 86_400,
        },
        {
          id: 'done',
          type: 'end',
          message: 'You are all set, {{name}}. We will check in with you tomorrow.',
        },
      ],
    },
  },
  {
    key: 'appointment-scheduling',
    name: 'Appointment Scheduling',
    description:
      'Offers the next free times from your Google Calendar (within your business hours), books the one the visitor picks with a Meet link and an invitation, creates a task and reminds the visitor an hour before (connect Calendar on the Integrations page).',
    trigger: { type: 'keywords', keywords: ['appointment', 'book', 'booking', 'schedule'] },
    definition: {
      steps: [
        {
          id: 'find',
          type: 'connector',
          app: 'calendar',
          action: 'find_slots',
          input: { duration_minutes: '30', count: '3', days: '7' },
        },
        {
          id: 'any_free',
          type: 'branch',
          rules: [
            { when: [{ variable: 'calendar_first_slot', op: 'is_not_set' }], goto: 'none_free' },
          ],
          otherwise: 'ask_time',
        },
        {
          id: 'none_free',
          type: 'handoff',
          message:
            'Sorry, we have no free time in the next week. A teammate will get back to you here to find one.',
        },
        {
          id: 'ask_time',
          type: 'ask',
          question: 'Which of these times suits you?',
          answer: { kind: 'choice', choices_from: 'calendar_slots' },
          save: { to: 'variable', name: 'appointment' },
        },
        {
          id: 'ask_email',
          type: 'ask',
          question: 'What email should we send the invitation to?',
          answer: { kind: 'email' },
          save: { to: 'contact', name: 'email' },
        },
        {
          id: 'book',
          type: 'connector',
          app: 'calendar',
          action: 'book_event',
          input: {
            title: 'Appointment with {{email}}',
            start: '{{appointment}}',
            duration_minutes: '30',
            attendee_email: '{{email}}',
            description: 'Booked in the website chat',
          },
        },
        {
          id: 'task',
          type: 'create_task',
          title: 'Appointment {{appointment_label}} ({{email}})',
          description: 'Booked from the chat, calendar event {{calendar_record_id}}',
        },
        {
          id: 'remind',
          type: 'reminder',
          text: 'Reminder: your appointment is at {{appointment_label}}. Reply here if you need to change it.',
          at: '{{appointment}}',
          before_seconds: 3600,
        },
        {
          id: 'done',
          type: 'end',
          message:
            'You are booked for {{appointment_label}}. The invitation with the Meet link is on its way to {{email}}, and we will remind you here an hour before.',
        },
      ],
    },
  },
  {
    key: 'order-processing',
    name: 'Order Processing',
    description:
      'Finds the product in Odoo, collects the quantity and an email, confirms, and creates the sale order in Odoo (connect Odoo on the Integrations page).',
    trigger: { type: 'keywords', keywords: ['order', 'purchase'] },
    definition: {
      steps: [
        {
          id: 'ask_item',
          type: 'ask',
          question: 'What would you like to order?',
          answer: { kind: 'text' },
          save: { to: 'variable', name: 'item' },
        },
        {
          id: 'find',
          type: 'connector',
          app: 'odoo',
          action: 'check_inventory',
          input: { product: '{{item}}' },
        },
        {
          id: 'found',
          type: 'branch',
          rules: [
            {
              when: [{ variable: 'odoo_product_name', op: 'is_not_set' }],
              goto: 'not_found',
            },
          ],
          otherwise: 'ask_quantity',
        },
        {
          id: 'not_found',
          type: 'message',
          text: 'Sorry, I could not find "{{item}}" in our catalogue.',
          next: 'ask_item',
        },
        {
          id: 'ask_quantity',
          type: 'ask',
          question: 'How many {{odoo_product_name}}?',
          answer: { kind: 'number', min: 1, max: 1000 },
          save: { to: 'variable', name: 'quantity' },
        },
        {
          id: 'ask_email',
          type: 'ask',
          question: 'What email should the order go to?',
          answer: { kind: 'email' },
          save: { to: 'contact', name: 'email' },
        },
        {
          id: 'confirm',
          type: 'ask',
          question:
            '{{quantity}} × {{odoo_product_name}} for {{email}}. Shall I place the order? (yes or no)',
          answer: { kind: 'choice', choices: ['Yes', 'No'] },
          save: { to: 'variable', name: 'confirmed' },
        },
        {
          id: 'check',
          type: 'branch',
          rules: [
            { when: [{ variable: 'confirmed', op: 'equals', value: 'No' }], goto: 'cancelled' },
          ],
          otherwise: 'order',
        },
        {
          id: 'order',
          type: 'connector',
          app: 'odoo',
          action: 'create_order',
          input: {
            name: '{{contact.name}}',
            email: '{{email}}',
            phone: '{{contact.phone}}',
            product: '{{odoo_product_name}}',
            quantity: '{{quantity}}',
            notes: 'Ordered in the chat',
          },
          save_as: 'order',
        },
        {
          id: 'placed',
          type: 'end',
          message: 'Your order {{order_order_name}} is placed. Thank you!',
        },
        { id: 'cancelled', type: 'end', message: 'No problem, nothing was ordered.' },
      ],
    },
  },
];
