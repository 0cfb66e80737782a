/**
 * The marketing site's link lists in one place (SPEC §2): the top bar's section links,
 * the footer columns. `section` links scroll the home page; `to` links are pages.
 */
export type NavLink = { label: string; section: string } | { label: string; to: string };

export const mainNavLinks: readonly NavLink[] = [
  { label: 'Features', section: 'features' },
  { label: 'Integrations', to: '/integrations' },
  { label: 'Use Cases', section: 'usecases' },
  { label: 'Pricing', section: 'pricing' },
  { label: 'Docs', to: '/documentation' },
  { label: 'Testimonials', section: 'testimonials' },
  { label: 'FAQ', section: 'faq' },
];

export interface FooterColumn {
  title: string;
  links: readonly { label: string; to: string }[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/features' },
      { label: 'Solutions', to: '/solutions' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Documentation', to: '/documentation' },
      { label: 'Integrations', to: '/integrations' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'API Reference', to: '/api' },
      { label: 'System Status', to: '/status' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Cookie Policy', to: '/cookies' },
    ],
  },
];
