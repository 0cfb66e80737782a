/**
 * Holds a form's place while its code loads on a visit that started on another page (a
 * prerendered page shows the built form meanwhile): about the height of the form.
 */
export function FormPlaceholder() {
  return <div aria-hidden="true" className="mt-12 min-h-[36rem]" />;
}
