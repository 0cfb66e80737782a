import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose real resolver (the contracts' zod schema through
 * `zodResolver`, ~27 KB gz with zod) is imported when first needed: when the visitor
 * reaches the form (`preload`, on its first focus or pointer) or at the latest on submit.
 * The forms check on submit only, so nothing waits for it while the page loads. A failed
 * import (offline) is forgotten, so the next submit tries again.
 */
export function deferredResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loadOnce())(values, context, options),
    preload: () => {
      loadOnce().catch(() => {});
    },
  };
}
