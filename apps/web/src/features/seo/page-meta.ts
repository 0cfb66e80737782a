import { seo } from '@lisa/catalogue/brand';

export interface PageMeta {
  /** Page title without the site suffix; omit for the site default. */
  title?: string;
  description?: string;
}

export function fullTitle(title: string | undefined): string {
  return title ? `${title} | ${seo.title}` : seo.title;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string, doc: Document) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

/**
 * Writes a page's title, description, canonical URL and the social tags; the social
 * image and the twitter card type (SPEC §2 SEO defaults) stay as index.html sets them.
 */
export function applyPageMeta(meta: PageMeta, canonicalUrl: string, doc: Document = document) {
  const title = fullTitle(meta.title);
  const description = meta.description ?? seo.description;
  doc.title = title;
  setMeta('name', 'description', description, doc);
  setMeta('property', 'og:title', title, doc);
  setMeta('property', 'og:description', description, doc);
  setMeta('name', 'twitter:title', title, doc);
  setMeta('name', 'twitter:description', description, doc);
  applyCanonicalUrl(canonicalUrl, doc);
}

/**
 * Writes only the canonical URL (and og:url): the built HTML names the build's origin
 * (LISA_WEB_URL), the browser knows the deployment's (runtime config).
 */
export function applyCanonicalUrl(canonicalUrl: string, doc: Document = document) {
  setMeta('property', 'og:url', canonicalUrl, doc);
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.append(canonical);
  }
  canonical.href = canonicalUrl;
}
