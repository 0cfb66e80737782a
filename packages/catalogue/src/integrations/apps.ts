import { brand } from '../brand.ts';
import type { IntegrationApp } from './types.ts';

// The static integrations catalogue (SPEC §3 "Integration app"). Order matters: the
// pricing page lists the first 12 apps, and ids are the keys of the setup prices.

const webWidget: IntegrationApp = {
  id: 'web-widget',
  name: 'Web Widget',
  categoryKey: 'widgets',
  icon: 'web-widget',
  provider: 'Lisa',
  usage: 'Answer website visitors the moment they have a question',
  tags: ['website', 'live chat', 'embed', 'no-code'],
  short: 'Add a chat bubble to any website with one script tag and let Lisa answer visitors 24/7.',
  description:
    'The Web Widget puts Lisa on every page of your site: a launcher button in the corner opens a chat panel where visitors ask questions and get answers drawn from your own knowledge base, with links to the pages they came from. When a visitor asks for a person, or Lisa is not confident, the conversation lands in your inbox with its full history so an agent can pick it up without asking the visitor to repeat themselves. The widget loads after your page has finished loading, while the browser is idle, so it does not slow your page down.',
  features: [
    'One script tag, works on WordPress, Shopify, Webflow, Wix or hand-written HTML',
    'Answers grounded in your knowledge base, with numbered source links',
    'Human handoff into the Lisa inbox with the whole conversation attached',
    'Left or right placement, light or dark theme, custom title and width',
    'Full-width panel on phones, 380 × 600 px on desktop',
    'Conversation history kept on the visitor’s device between page loads',
  ],
  instructions: [
    'Open Integrations › Web Widget in your dashboard and generate a Business Key.',
    'Copy the embed snippet and paste it just before the closing </body> tag of your site.',
    'Choose the position, theme and title that suit your brand, then publish the page.',
    'Open your site in a private window and ask a question to see Lisa answer.',
  ],
  howToConnect: [
    'Sign in to the Lisa dashboard and open Integrations › Web Widget.',
    'Select “Generate Business Key”. Lisa creates a key that starts with lisa_bk_ and ties the widget to your business; it is the credential that tells Lisa whose knowledge base and inbox a visitor’s message belongs to.',
    'The embed snippet shows the key masked (for example lisa_bk_••••••••3f9a) so it is safe to share a screenshot. “Copy snippet” copies it with the full key.',
    'The full key stays stored in your dashboard under Integrations › Web Widget: come back any time to copy it again, or regenerate it; the old key keeps working for 24 hours so you have time to update your site, then stops.',
    'Paste the snippet before </body> on every page where the widget should appear.',
    'Optional: add data-position="left", data-theme="dark", data-title="Ask us anything" or data-max-width="420" to the script tag to change how the widget looks.',
  ],
  faq: [
    {
      q: 'What is the Business Key and where do I find it?',
      a: 'It is a secret generated in your dashboard that links the widget on your site to your Lisa business. The snippet preview masks it; the full key is stored in Integrations › Web Widget, where you can copy or regenerate it.',
    },
    {
      q: 'Will the widget slow my site down?',
      a: 'No. Only a small launcher script loads with your page; the chat panel follows once your page has finished loading, while the browser is idle.',
    },
    {
      q: 'Can a visitor reach a person?',
      a: 'Yes. Asking for a human, or a question Lisa cannot answer confidently, hands the conversation to your team in the inbox with the full history.',
    },
    {
      q: 'Do visitors need an account?',
      a: 'No. Visitors chat anonymously; Lisa recognises a returning device so the conversation continues where it left off.',
    },
  ],
  docsPath: '/documentation#web-widget',
};

const lisaApi: IntegrationApp = {
  id: brand.apiAppId,
  name: `${brand.name} API`,
  categoryKey: 'api',
  icon: 'api',
  provider: 'Lisa',
  usage: 'Put Lisa inside your own app, kiosk or back-office system',
  tags: ['rest', 'developers', 'json', 'sdk'],
  short:
    'A JSON REST API and TypeScript client to send messages to Lisa from any product you build.',
  description:
    'The Lisa API gives developers the same agent that powers the widget: post a customer’s message and get Lisa’s answer back with its sources, whether the customer is in your mobile app, a self-service kiosk or an internal tool. Guest chat works without an account for public use cases; secured endpoints take an account token for credits, conversations and form submissions. The official TypeScript client handles timeouts, retries with backoff and offline detection for you.',
  features: [
    'POST /chat returns the answer, its citations and whether a person took over',
    'Anonymous guest chat, or bearer-token access for account data',
    'Official TypeScript client with timeouts, retries and offline detection',
    'Idempotency keys so a retried request is answered only once',
    'Real-time WebSocket feed of new messages and conversation changes',
    'OpenAPI description for generating clients in any language',
  ],
  instructions: [
    'Create an API token in your dashboard under Settings › API tokens.',
    'Install the client with npm install @lisa/api-client, or call the REST endpoints directly.',
    'Send a message with your business id and a stable customer id for each of your users.',
    'Subscribe to the WebSocket feed if your app should show replies from human agents live.',
  ],
  howToConnect: [
    'Generate a token in the dashboard and keep it on your server, never in a browser bundle.',
    'Send requests to https://your-lisa-host/api with the header Authorization: Bearer <token>.',
    'For public chat, POST {message, business_id, customer_id} to /chat without a token.',
  ],
  faq: [
    {
      q: 'Is there a rate limit?',
      a: 'Yes. Each token and each visitor has a request budget per minute; a 429 answer with error code rate_limited tells you to slow down.',
    },
    {
      q: 'How do I avoid duplicate replies when my request times out?',
      a: 'Send a client_message_id with each message. Retrying with the same id returns the first answer instead of creating a second one.',
    },
    {
      q: 'Which languages can I call it from?',
      a: 'Any language that speaks HTTPS and JSON. The TypeScript client is official; the OpenAPI description generates clients for the rest.',
    },
  ],
  docsPath: '/documentation#lisa-api',
};

const whatsapp: IntegrationApp = {
  id: 'whatsapp',
  name: 'WhatsApp',
  categoryKey: 'messaging',
  icon: 'whatsapp',
  provider: 'Meta',
  usage: 'Serve customers on the app they open fifty times a day',
  tags: ['messaging', 'mobile', 'whatsapp business', 'notifications'],
  short: 'Let Lisa answer your WhatsApp Business number, take orders and send reminders.',
  description:
    'Connect your WhatsApp Business number and Lisa replies to every customer message within seconds, day or night: order status, opening hours, prices, bookings and anything in your knowledge base. Conversations appear in your Lisa inbox next to web and social chats, so your team sees one history per customer. When a conversation needs a person, Lisa hands it over and stays silent until your agent hands it back.',
  features: [
    'Embedded signup: connect a number from the dashboard in a few minutes',
    'Replies in the customer’s language, with text, links and lists',
    'Order capture, appointment booking and reminders through workflows',
    'Shared inbox with web and social conversations',
    'Human takeover with the full chat history',
    'Message templates for reminders outside the 24-hour service window',
  ],
  instructions: [
    'Open Integrations › WhatsApp and select Connect.',
    'Sign in with the Facebook account that manages your business and pick or create a WhatsApp Business Account.',
    'Verify your phone number with the code Meta sends you.',
    'Send a test message to your number from another phone and watch it arrive in the inbox.',
  ],
  howToConnect: [
    'Have a phone number that is not already registered on the WhatsApp app, or migrate it first.',
    'In the dashboard, open Integrations › WhatsApp and choose “Connect with Facebook”.',
    'Complete Meta’s embedded signup: business portfolio, WhatsApp Business Account, display name and number.',
    'Enter the verification code sent by SMS or voice call.',
    'Back in Lisa, choose which assistant answers the number and switch it live.',
  ],
  faq: [
    {
      q: 'Can I keep using WhatsApp on my phone with the same number?',
      a: 'No. A number connected to the WhatsApp Business Platform cannot be used in the phone app at the same time; use a dedicated number or migrate the existing one.',
    },
    {
      q: 'Who pays Meta’s conversation fees?',
      a: 'Meta bills conversation fees to your WhatsApp Business Account directly. Lisa charges credits for the messages it processes.',
    },
    {
      q: 'Can Lisa send the first message?',
      a: 'Yes, through approved message templates, for example appointment reminders or order updates, to customers who opted in.',
    },
  ],
  docsPath: '/documentation#whatsapp',
};

const facebookMessenger: IntegrationApp = {
  id: 'facebook-messenger',
  name: 'Facebook Messenger',
  categoryKey: 'messaging',
  icon: 'messenger',
  provider: 'Meta',
  usage: 'Reply to everyone who messages your Facebook Page',
  tags: ['messaging', 'social', 'facebook page', 'oauth'],
  short: 'Answer messages to your Facebook Page instantly and turn enquiries into leads.',
  description:
    'Customers who message your Facebook Page expect an answer in minutes, not the next working day. With Messenger connected, Lisa replies to every Page message around the clock, collects names and phone numbers for your sales team, and passes complex conversations to a person in the same inbox you use for WhatsApp and the website.',
  features: [
    'Connect one or several Pages through Facebook login',
    'Instant replies to Page messages, including those started from ads',
    'Lead capture straight into your CRM through workflows',
    'Unified inbox with your other channels',
    'Human handoff that keeps the Page’s response-time badge healthy',
  ],
  instructions: [
    'Open Integrations › Facebook Messenger and select Connect.',
    'Log in with a Facebook account that has full control of the Page.',
    'Choose the Pages Lisa should answer and grant the messaging permissions.',
    'Send your Page a message from a personal account to test the connection.',
  ],
  howToConnect: [
    'Make sure your Facebook account is an admin of the Page (full control).',
    'In Lisa, choose Integrations › Facebook Messenger › Connect and approve the Facebook login.',
    'Tick the Pages to connect and allow “Manage and access Page conversations in Messenger”.',
    'Assign an assistant to each Page and switch it live.',
  ],
  faq: [
    {
      q: 'Does Lisa answer comments on my posts?',
      a: 'No, only private messages to the Page. Comments stay in Facebook for your team to moderate.',
    },
    {
      q: 'What happens if I remove Lisa’s access in Facebook?',
      a: 'Lisa stops receiving messages immediately and marks the connection as disconnected in your dashboard so you can reconnect.',
    },
  ],
  docsPath: '/documentation#facebook-messenger',
};

const instagram: IntegrationApp = {
  id: 'instagram',
  name: 'Instagram',
  categoryKey: 'messaging',
  icon: 'instagram',
  provider: 'Meta',
  usage: 'Turn Instagram DMs and story replies into sales',
  tags: ['messaging', 'social', 'direct messages', 'retail'],
  short: 'Let Lisa answer Instagram DMs about prices, sizes and delivery while you post.',
  description:
    'Shoppers discover you on Instagram and ask in DMs: “How much?”, “Do you have it in medium?”, “Do you deliver to Mombasa?”. Lisa answers those questions from your catalogue and policies in seconds, replies to story mentions, and passes ready-to-buy customers to your team or straight into an order workflow.',
  features: [
    'Replies to direct messages and story replies on a professional account',
    'Product, price and delivery answers from your knowledge base',
    'Order and lead capture through workflows',
    'Same inbox as WhatsApp, Messenger and the website',
    'Handoff to a person for custom orders and complaints',
  ],
  instructions: [
    'Switch your Instagram account to a professional (business or creator) account linked to a Facebook Page.',
    'In Instagram settings, allow access to messages for connected tools.',
    'Open Integrations › Instagram in Lisa and connect through Facebook login.',
    'DM your account from another profile to test.',
  ],
  howToConnect: [
    'Link the Instagram professional account to a Facebook Page you manage.',
    'In the Instagram app: Settings › Messages and story replies › Message controls › Connected tools › Allow access to messages.',
    'In Lisa: Integrations › Instagram › Connect, then approve the Facebook login and pick the account.',
  ],
  faq: [
    {
      q: 'Does it work with a personal Instagram account?',
      a: 'No. Meta only opens messaging to professional accounts linked to a Facebook Page.',
    },
    {
      q: 'Can Lisa read images customers send?',
      a: 'Lisa receives the image and shows it to your team in the inbox; its answers are based on the text of the conversation.',
    },
  ],
  docsPath: '/documentation#instagram',
};

const slack: IntegrationApp = {
  id: 'slack',
  name: 'Slack',
  categoryKey: 'collaboration',
  icon: 'slack',
  provider: 'Slack Technologies',
  usage: 'Get handoffs and hot leads where your team already talks',
  tags: ['notifications', 'team', 'handoff', 'oauth'],
  short: 'Post handoffs, new leads and daily summaries to the Slack channels your team watches.',
  description:
    'Your team lives in Slack, so Lisa reports there. When a customer asks for a person, a message with the conversation summary and a link to the inbox lands in the channel you choose; new leads, quote requests and failed workflows can each go to their own channel. A daily digest tells the team how many conversations Lisa handled alone and which questions it could not answer, so you know what to add to the knowledge base.',
  features: [
    'Handoff alerts with a summary and a one-click link to the conversation',
    'Separate channels for leads, quote requests and workflow failures',
    'Daily digest of resolved conversations and unanswered questions',
    'Install with Slack OAuth, no bot tokens to copy',
  ],
  instructions: [
    'Open Integrations › Slack and select Connect.',
    'Approve Lisa in your Slack workspace.',
    'Choose a channel for each notification type, or one channel for all.',
    'Trigger a test handoff from the widget by asking to speak to a person.',
  ],
  howToConnect: [
    'In Lisa, choose Integrations › Slack › Connect and sign in to your workspace.',
    'Review the permissions (post messages, read channel names) and select Allow.',
    'Invite @Lisa to private channels before picking them as destinations.',
  ],
  faq: [
    {
      q: 'Can my team reply to customers from Slack?',
      a: 'Not yet. Slack messages link to the Lisa inbox, where replies reach the customer on their channel with full history.',
    },
    {
      q: 'Will Lisa read our Slack conversations?',
      a: 'No. Lisa only posts to the channels you pick and reads their names to show them in the picker.',
    },
  ],
  docsPath: '/documentation#slack',
};

const asana: IntegrationApp = {
  id: 'asana',
  name: 'Asana',
  categoryKey: 'productivity',
  icon: 'asana',
  provider: 'Asana',
  usage: 'Turn customer requests into tracked tasks',
  tags: ['tasks', 'projects', 'follow-up', 'workflows'],
  short: 'Create Asana tasks from conversations so no complaint, refund or callback is forgotten.',
  description:
    'Some requests cannot be closed in a chat: a refund to approve, a technician to send, a callback promised for tomorrow. With Asana connected, a Lisa workflow creates a task in the right project with the customer’s details, the conversation transcript and a due date, and assigns it to the owner you configured. Your team works the task in Asana as usual.',
  features: [
    'Tasks created from any workflow step, with transcript and contact details',
    'Project, section, assignee and due date chosen per workflow',
    'Custom fields filled from what the customer told Lisa',
    'Link back to the conversation in the Lisa inbox',
  ],
  instructions: [
    'Connect your Asana workspace from Integrations › Asana.',
    'In Workflows, add a “Create Asana task” step where a follow-up is needed.',
    'Pick the project, assignee and due-date rule, and map the fields to fill.',
    'Run the workflow from the widget and check the task in Asana.',
  ],
  faq: [
    {
      q: 'Does closing the task in Asana update the customer?',
      a: 'Not automatically. Add a reply in the Lisa inbox, or build a workflow that sends the customer a message when you resolve the conversation.',
    },
  ],
  docsPath: '/documentation#asana',
};

const googleMeet: IntegrationApp = {
  id: 'google-meet',
  name: 'Google Meet',
  categoryKey: 'productivity',
  icon: 'google-meet',
  provider: 'Google',
  usage: 'Book video calls with qualified prospects from the chat',
  tags: ['video calls', 'meetings', 'sales', 'google workspace'],
  short: 'Let Lisa book demos and consultations with a Google Meet link already attached.',
  description:
    'When a prospect is ready to talk, Lisa offers free slots from your team’s calendar, books the one they pick and sends both sides a Google Meet link. The invitation carries what the prospect told Lisa, so your salesperson or consultant starts the call knowing the company, the need and the budget.',
  features: [
    'Meet links generated for every booking',
    'Conversation summary in the invitation description',
    'Round-robin across the team members you choose',
    'Reminders to the customer before the call',
  ],
  instructions: [
    'Connect a Google Workspace account from Integrations › Google Meet.',
    'Connect Calendar too, so Lisa can see free slots.',
    'Add a “Book a meeting” step to your demo or consultation workflow.',
  ],
  faq: [
    {
      q: 'Do I need Google Workspace?',
      a: 'A personal Google account works; Workspace adds shared calendars and round-robin across your team.',
    },
  ],
  docsPath: '/documentation#google-meet',
};

const calendar: IntegrationApp = {
  id: 'calendar',
  name: 'Calendar',
  categoryKey: 'productivity',
  icon: 'calendar',
  provider: 'Google and Microsoft',
  usage: 'Take bookings in the chat without double-booking anyone',
  tags: ['appointments', 'bookings', 'reminders', 'scheduling'],
  short: 'Lisa checks real availability and books appointments straight into your calendar.',
  description:
    'Clinics, salons, schools and agents book most appointments through a back-and-forth of messages. Lisa does that back-and-forth for you: it reads free slots from Google Calendar or Outlook, offers times in the customer’s time zone, books the chosen slot, sends a confirmation and a reminder, and handles reschedules and cancellations through the same chat.',
  features: [
    'Google Calendar and Microsoft Outlook calendars',
    'Opening hours, buffers and minimum notice respected',
    'Confirmation and reminder messages on the customer’s channel',
    'Reschedule and cancel in the conversation',
    'One calendar per staff member or per room',
  ],
  instructions: [
    'Open Integrations › Calendar and connect Google or Microsoft.',
    'Choose the calendars Lisa may read and write.',
    'Set opening hours, appointment length and buffers in the booking workflow.',
    'Ask the widget for an appointment to test.',
  ],
  faq: [
    {
      q: 'Can Lisa see the details of my other meetings?',
      a: 'No. Lisa reads only free and busy times, and writes only the events it creates.',
    },
    {
      q: 'What if two customers ask for the same slot?',
      a: 'Lisa checks the slot again just before booking; the second customer is offered the next free time.',
    },
  ],
  docsPath: '/documentation#calendar',
};

const zohoCrm: IntegrationApp = {
  id: 'zoho-crm',
  name: 'Zoho CRM',
  categoryKey: 'crm',
  icon: 'zoho',
  provider: 'Zoho',
  usage: 'Keep every lead and conversation in your CRM automatically',
  tags: ['crm', 'leads', 'sales', 'golden record'],
  short: 'Create and update Zoho leads and contacts from conversations, with no copy-paste.',
  description:
    'Every conversation Lisa has is a chance to learn about a customer. With Zoho CRM connected, Lisa looks up the contact by phone or email, creates a lead when the person is new, fills in the fields your workflow collects (company, budget, product interest) and attaches the transcript as a note. Your sales team sees an up-to-date record without retyping a word.',
  features: [
    'Find-or-create contacts and leads by phone or email',
    'Field mapping from workflow answers to Zoho fields',
    'Transcript saved as a note on the record',
    'Lead owner assigned by your Zoho rules',
    'Customer details shown to the agent in the Lisa inbox',
  ],
  instructions: [
    'Open Integrations › Zoho CRM and sign in with Zoho.',
    'Choose your data centre (.com, .eu, .in) and approve access to leads and contacts.',
    'In your lead-capture workflow, map each question to a Zoho field.',
  ],
  howToConnect: [
    'Sign in with a Zoho user who can create leads and contacts.',
    'Approve the requested scopes for modules and notes.',
    'Pick the default lead source Lisa should set (for example “Lisa chat”).',
  ],
  faq: [
    {
      q: 'Will Lisa create duplicate records?',
      a: 'Lisa searches by email and phone before creating anything, and updates the existing record when it finds one.',
    },
  ],
  docsPath: '/documentation#zoho-crm',
};

const kijani: IntegrationApp = {
  id: 'kijani',
  name: 'Kijani',
  categoryKey: 'crm',
  icon: 'kijani',
  provider: 'Kijani',
  usage: 'Sync customer records and follow-ups with Kijani',
  tags: ['crm', 'customers', 'east africa', 'sales'],
  short: 'Send new customers, enquiries and follow-ups from Lisa into your Kijani CRM.',
  description:
    'For teams that run their customer relationships on Kijani, Lisa keeps the CRM current on its own: each new chat creates or updates the customer record, enquiries are logged against the customer with the conversation attached, and follow-ups promised in the chat become activities for the right salesperson. Agents see the Kijani history when they take over a conversation.',
  features: [
    'Customer records created or updated from every channel',
    'Enquiries logged with the full transcript',
    'Follow-up activities assigned to your sales team',
    'Phone numbers normalised to international format before matching',
  ],
  instructions: [
    'Create an API key in Kijani under your account settings.',
    'Paste it in Lisa under Integrations › Kijani and select Verify.',
    'Map the fields your workflows collect to Kijani customer fields.',
  ],
  howToConnect: [
    'In Kijani, generate an API key for an account allowed to manage customers.',
    'In Lisa, open Integrations › Kijani, paste the key and your Kijani workspace address.',
    'Select Verify; Lisa reads one customer to confirm access, then saves the connection.',
  ],
  faq: [
    {
      q: 'Is the API key visible to my team?',
      a: 'No. It is stored encrypted and shown masked after saving; only an owner can replace it.',
    },
  ],
  docsPath: '/documentation#kijani',
};

const odoo: IntegrationApp = {
  id: 'odoo',
  name: 'Odoo',
  categoryKey: 'crm',
  icon: 'odoo',
  provider: 'Odoo S.A.',
  usage: 'Answer product and stock questions from your live Odoo catalogue',
  tags: ['erp', 'crm', 'inventory', 'products', 'json-rpc'],
  short: 'Import your Odoo products into Lisa’s knowledge base and push leads back to Odoo CRM.',
  description:
    'Odoo holds your products, prices and stock; Lisa makes them answerable. A product ingest fetches your catalogue from Odoo over JSON-RPC, keeps the raw export and a cleaned CSV, and can add it to the knowledge base so Lisa answers “Is it in stock?” and “How much is the 5 kg bag?” with your real data. Leads Lisa qualifies can be created in Odoo CRM with the transcript attached.',
  features: [
    'Per-business product ingest with POST /odoo/inventory/{business_id}',
    'Products fetched over Odoo’s JSON-RPC API, saved as raw JSON and a cleaned CSV',
    'Optional ingest into the knowledge base so answers use live prices',
    'Lead creation in Odoo CRM from qualified conversations',
    'Connection set by environment or overridden per request',
  ],
  instructions: [
    'Collect your Odoo URL, database name, user id and an API key.',
    'Enter them under Integrations › Odoo, or set them in the server environment.',
    'Run a product ingest and review the cleaned CSV before adding it to the knowledge base.',
    'Schedule the ingest to run again whenever prices change.',
  ],
  howToConnect: [
    'In Odoo, open your user’s preferences › Account Security and create an API key.',
    'Note the instance URL (for example https://yourcompany.odoo.com), the database name and your numeric user id.',
    'In Lisa, fill in URL, database, user id and API key; values given in a request override the saved ones.',
    'Trigger POST /odoo/inventory/{business_id} from the dashboard or the API to import products.',
  ],
  faq: [
    {
      q: 'Which Odoo versions are supported?',
      a: 'Any Odoo version that exposes the external JSON-RPC API with API keys, on Odoo Online, Odoo.sh or self-hosted.',
    },
    {
      q: 'Does the ingest change anything in Odoo?',
      a: 'No. The product ingest only reads; Lisa writes to Odoo only when a workflow creates a lead.',
    },
  ],
  docsPath: '/documentation/odoo',
};

/** The 12 apps, in catalogue order. */
export const integrationApps: readonly IntegrationApp[] = [
  webWidget,
  lisaApi,
  whatsapp,
  facebookMessenger,
  instagram,
  slack,
  asana,
  googleMeet,
  calendar,
  zohoCrm,
  kijani,
  odoo,
];

/** The "Top picks" row of the integrations page (SPEC §2). */
export const TOP_PICK_IDS = ['web-widget', 'lisa-api', 'whatsapp', 'slack'] as const;
