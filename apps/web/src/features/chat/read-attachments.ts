// The visitor's file checks and reading are shared with the floating and embedded widget.
export { ATTACHMENT_ACCEPT, readAttachments } from '@lisa/chat-core';
