import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { ContentPage } from '../features/content/content-page.tsx';
import { FormPlaceholder } from '../features/forms/form-placeholder.tsx';
import { deferredPart } from '../lib/deferred-part.tsx';

// The form (react-hook-form, the fields, the forms client) loads beside the page's own
// code and hydrates on its own (lib/deferred-part.tsx).
const ContactForm = deferredPart(
  () => import('../features/forms/contact-form.tsx').then((module) => module.ContactForm),
  <FormPlaceholder />,
);

export default function ContactPage() {
  return (
    <ContentPage
      eyebrow="Contact"
      title="Talk to us"
      intro={
        <p>
          Questions about {brand.name}, a partnership or the press: send us a message and we reply
          within 2 business days. For a price,{' '}
          <Link to="/enterprise-quote" className="font-semibold text-brand-700 underline">
            request a quote
          </Link>
          .
        </p>
      }
      meta={{
        title: 'Contact',
        description: `Contact the ${brand.shortName} team: sales, support, partnerships and press.`,
      }}
    >
      <ContactForm />
    </ContentPage>
  );
}
