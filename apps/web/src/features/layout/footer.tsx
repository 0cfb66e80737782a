import { brand, copyrightLine, socialLinks } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Logo } from './logo.tsx';
import { footerColumns } from './site-links.ts';
import { socialIcon } from './social-icons.ts';

const buildYear = typeof __LISA_BUILD_YEAR__ === 'number' ? __LISA_BUILD_YEAR__ : undefined;

/**
 * The copyright with the visitor's current year, except while a page built in an
 * earlier year hydrates: the first render then shows the built year so it matches the
 * HTML, and the next one corrects it (only this line re-renders).
 */
function Copyright({ now }: { now: () => Date }) {
  const hydrated = useHydrated();
  const year = !hydrated && buildYear !== undefined ? buildYear : now().getFullYear();
  return copyrightLine(year);
}

/** SPEC §2 footer: Product, Company and Support columns, blurb, four socials, copyright. */
export function Footer({ now = () => new Date() }: { now?: () => Date }) {
  return (
    <footer className="border-line border-t bg-surface-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-4 max-w-sm text-ink-muted text-sm leading-6">{brand.blurb}</p>
          <Link
            to="/register"
            className="mt-5 inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-sm text-white transition-colors hover:bg-brand-700"
          >
            Start free trial
          </Link>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {socialLinks.map((social) => {
              const Icon = socialIcon(social.label);
              return (
                <li key={social.label}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex h-10 w-10 items-center justify-center rounded-full border border-line text-ink-muted transition-colors hover:border-brand-400 hover:text-brand-600"
                  >
                    <Icon className="h-4 w-4" />
                    <span className="sr-only">{`${brand.shortName} on ${social.label}`}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-semibold text-ink text-sm uppercase tracking-wider">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-ink-muted text-sm hover:text-brand-600">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-line border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-ink-muted text-sm sm:px-6 lg:px-8">
          <Copyright now={now} />
        </p>
      </div>
    </footer>
  );
}
