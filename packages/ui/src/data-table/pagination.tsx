import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../button/button.tsx';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / "Page x of y" / Next under a table. */
export function Pagination({ page, pageCount, onPrevious, onNext }: PaginationProps) {
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 px-4 py-3">
      <Button
        variant="secondary"
        size="sm"
        onClick={onPrevious}
        disabled={page <= 1}
        leadingIcon={<ChevronLeft />}
      >
        Previous
      </Button>
      <p aria-live="polite" className="text-ink-muted text-sm">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" size="sm" onClick={onNext} disabled={page >= pageCount}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
