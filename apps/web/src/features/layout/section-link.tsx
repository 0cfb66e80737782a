import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { scrollToSection } from '../../lib/scroll.ts';

interface SectionLinkProps {
  section: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/**
 * A link to a section of the home page. On the home page it scrolls there smoothly
 * (instantly with reduced motion); elsewhere it navigates to /#section and the router's
 * scroll restoration brings the section into view.
 */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (pathname !== '/' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (scrollToSection(section)) event.preventDefault();
  };
  return (
    <Link to={{ pathname: '/', hash: section }} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
