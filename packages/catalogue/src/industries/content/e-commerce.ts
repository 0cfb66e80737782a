import type { Industry } from '../types.ts';

export const eCommerce: Industry = {
  id: 'e-commerce',
  title: 'E-commerce',
  subtitle: 'Answer shoppers, recover carts and track orders without adding staff',
  description:
    'Online shoppers decide in minutes. Lisa answers product, size, stock and delivery questions from your catalogue while the shopper is still on the page, takes orders in chat on WhatsApp and Instagram, gives order status from your system, and handles returns by the book, so your team can focus on suppliers and growth.',
  colour: '#ea580c',
  stats: [
    { label: 'Chat-assisted conversion', value: '3.4x', change: '+240%' },
    { label: 'Order-status questions automated', value: '91%', change: '+91%' },
    { label: 'Revenue from chat orders', value: '18%', change: '+18%' },
    { label: 'Average reply time', value: '3 s', change: '-99%' },
  ],
  painPoints: [
    {
      title: '“Where is my order?” all day',
      description:
        'Order-status questions swamp support, especially after a sale or a delivery delay.',
    },
    {
      title: 'Unanswered questions lose sales',
      description:
        'Shoppers who cannot find out if an item fits, or when it will arrive, leave the cart and buy elsewhere.',
    },
    {
      title: 'Orders scattered across DMs',
      description:
        'Orders taken by hand in Instagram and WhatsApp chats are easy to lose, mistype or double-ship.',
    },
  ],
  impact: [
    'Product questions answered while the shopper is still deciding',
    'Order status given instantly from your store data',
    'Chat orders captured cleanly into your system',
    'Returns handled consistently with your policy',
  ],
  features: [
    {
      title: 'Catalogue answers',
      description:
        'Lisa knows your products, sizes, prices and stock from your catalogue or Odoo, and recommends alternatives when an item is out.',
    },
    {
      title: 'Order capture in chat',
      description:
        'Customers order on WhatsApp or Instagram; Lisa confirms items, address and payment method and creates the order.',
    },
    {
      title: 'Order tracking',
      description:
        'Lisa looks up the order by number or phone and tells the customer where it is and when it will arrive.',
    },
    {
      title: 'Returns and complaints',
      description:
        'Lisa applies your return policy, collects photos and order details, and hands disputes to your team.',
    },
  ],
  benefits: [
    'Convert more visitors who have a question',
    'Cut support load during sales peaks',
    'Stop losing orders taken by hand in DMs',
    'Learn which products raise the most questions',
  ],
  integrations: ['web-widget', 'whatsapp', 'instagram', 'facebook-messenger', 'odoo', 'lisa-api'],
  workflow: [
    {
      title: 'Shopper asks',
      description: 'A question about a product, delivery or an order arrives on any channel.',
    },
    {
      title: 'Lisa answers from your catalogue',
      description: 'Stock, price, size and delivery details come from your live product data.',
    },
    {
      title: 'Order is captured',
      description: 'Lisa confirms items, address and payment, then creates the order.',
    },
    {
      title: 'Updates and returns',
      description: 'Status questions are answered instantly; returns follow your policy.',
    },
  ],
  testimonial: {
    quote:
      'We sell mostly through Instagram. Lisa answers “is this available in size 40?” in seconds, takes the order and sends it to our warehouse. Our DMs used to be chaos.',
    name: 'Wanjiru Ndegwa',
    role: 'Founder',
    company: 'Mavazi Collective',
  },
  caseStudy: {
    company: 'Duka Fresh',
    title: 'A grocery delivery start-up automates order tracking',
    challenge:
      'Duka Fresh delivered 1,200 orders a day in Nairobi. During rain or traffic delays, “where is my order?” messages tripled and the support team could not keep up.',
    solution:
      'Lisa was connected to WhatsApp and the order system through the Lisa API, loaded with the delivery zones and substitution policy, and allowed to take repeat orders in chat.',
    results: [
      '91% of order-status questions answered without an agent',
      'Chat orders grew to 18% of revenue in three months',
      'Support team stayed the same size through a 2x growth in orders',
    ],
  },
};
