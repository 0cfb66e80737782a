/** The raised panel shared by menus and popovers. */
export const floatingPanelClassName =
  'z-50 min-w-40 rounded-xl border border-line bg-surface-raised p-1 text-ink shadow-card';
