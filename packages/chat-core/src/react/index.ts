export { useFloatingChat } from './use-floating-chat.ts';
export { useHeroChat } from './use-hero-chat.ts';
export { usePlaceholderRotation } from './use-placeholder-rotation.ts';
export { useStore } from './use-store.ts';
