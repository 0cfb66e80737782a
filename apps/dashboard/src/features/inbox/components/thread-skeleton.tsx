import { Skeleton } from '@lisa/ui/skeleton';

export function ThreadSkeleton() {
  return (
    <div className="flex flex-1 flex-col gap-4 p-4">
      <p className="sr-only" role="status">
        Loading conversation
      </p>
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-16 w-2/3" />
      <Skeleton className="ml-auto h-12 w-1/2" />
      <Skeleton className="h-10 w-1/2" />
    </div>
  );
}
