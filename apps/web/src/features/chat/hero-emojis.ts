/** SPEC §2: the hero chat's emoji picker offers 16 emojis. */
export const HERO_EMOJIS = [
  '😀',
  '😂',
  '😊',
  '😍',
  '🤔',
  '👍',
  '👏',
  '🙏',
  '🎉',
  '🔥',
  '❤️',
  '💡',
  '🚀',
  '✅',
  '👋',
  '😎',
] as const;
