export { ATTACHMENT_DOWNLOAD_FAILED, AttachmentLinks } from './attachment-links.tsx';
export {
  type CsatClient,
  CsatPrompt,
  createCsatClient,
} from './csat-prompt.tsx';
export { FloatingChatPanel, type FloatingChatPanelProps } from './floating-chat-panel.tsx';
export { MarkdownMessage } from './markdown-message.tsx';
export { ensureWidgetStyles, WIDGET_CSS } from './widget-styles.ts';
