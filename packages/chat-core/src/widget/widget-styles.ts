// The floating widget's styles as plain CSS, prefixed "lisa-w", so the same panel looks
// the same inside the marketing site and inside a host page's shadow root, without
// depending on the host's Tailwind (or fighting it).

export const WIDGET_CSS = `
.lisa-w-root{--lisa-accent:#4f46e5;--lisa-bg:#fff;--lisa-fg:#0f172a;--lisa-muted:#64748b;--lisa-border:#e2e8f0;--lisa-bubble:#f1f5f9;--lisa-error-bg:#fef2f2;--lisa-error-fg:#b91c1c;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:14px;line-height:1.45;color:var(--lisa-fg)}
.lisa-w-root[data-theme="dark"]{--lisa-bg:#0f172a;--lisa-fg:#f1f5f9;--lisa-muted:#94a3b8;--lisa-border:#334155;--lisa-bubble:#1e293b;--lisa-error-bg:#450a0a;--lisa-error-fg:#fecaca}
.lisa-w-root *{box-sizing:border-box}
.lisa-w-root{--lisa-link:var(--lisa-accent-ink,var(--lisa-accent))}
.lisa-w-root[data-theme="dark"]{--lisa-link:var(--lisa-accent-ink-dark,var(--lisa-accent))}
.lisa-w-button{position:fixed;bottom:24px;z-index:2147483000;width:56px;height:56px;border-radius:9999px;border:0;background:var(--lisa-accent);color:var(--lisa-on-accent,#fff);cursor:pointer;box-shadow:0 10px 25px rgba(15,23,42,.25);display:flex;align-items:center;justify-content:center}
.lisa-w-button svg{width:26px;height:26px}
.lisa-w-right{right:24px}.lisa-w-left{left:24px}
.lisa-w-panel{position:fixed;bottom:92px;z-index:2147483000;width:380px;height:600px;max-height:calc(100vh - 110px);display:flex;flex-direction:column;background:var(--lisa-bg);border:1px solid var(--lisa-border);border-radius:16px;box-shadow:0 20px 50px rgba(15,23,42,.25);overflow:hidden}
@media (max-width:767.98px){.lisa-w-panel{left:0;right:0;width:100%;max-width:none!important;height:calc(100vh - 120px);max-height:none;border-radius:16px 16px 0 0;bottom:0}}
.lisa-w-header{display:flex;align-items:center;gap:8px;padding:12px 14px;background:var(--lisa-accent);color:var(--lisa-on-accent,#fff)}
.lisa-w-title{flex:1;font-weight:600;font-size:15px;margin:0}
.lisa-w-avatar{width:28px;height:28px;border-radius:9999px;object-fit:cover;flex:none}
.lisa-w-icon{background:transparent;border:0;color:inherit;cursor:pointer;padding:6px;border-radius:8px;display:flex}
.lisa-w-icon:hover{background:rgba(255,255,255,.15)}
.lisa-w-icon svg{width:18px;height:18px}
.lisa-w-log{flex:1;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:10px}
.lisa-w-empty{margin:auto 0;text-align:center}
.lisa-w-greeting{font-size:16px;font-weight:600;margin:0 0 12px}
.lisa-w-chips{display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
.lisa-w-chip{border:1px solid var(--lisa-border);background:var(--lisa-bg);color:var(--lisa-fg);border-radius:9999px;padding:6px 12px;font-size:13px;cursor:pointer}
.lisa-w-chip:hover{border-color:var(--lisa-link);color:var(--lisa-link)}
.lisa-w-msg{max-width:85%;padding:8px 12px;border-radius:14px;word-wrap:break-word;overflow-wrap:anywhere}
.lisa-w-msg[data-sender="user"]{align-self:flex-end;background:var(--lisa-accent);color:var(--lisa-on-accent,#fff);white-space:pre-wrap;border-bottom-right-radius:4px}
.lisa-w-msg[data-sender="bot"]{align-self:flex-start;background:var(--lisa-bubble);border-bottom-left-radius:4px}
.lisa-w-agent{align-self:flex-start;max-width:85%;display:flex;flex-direction:column;gap:2px}
.lisa-w-agent .lisa-w-msg{max-width:100%;background:var(--lisa-bubble);border-left:3px solid var(--lisa-accent);border-bottom-left-radius:4px;white-space:pre-wrap}
.lisa-w-author{font-size:12px;font-weight:600;color:var(--lisa-muted);padding-left:4px}
.lisa-w-system{align-self:center;margin:2px 0;max-width:90%;text-align:center;font-size:12px;color:var(--lisa-muted)}
.lisa-w-msg[data-error="true"]{background:var(--lisa-error-bg);color:var(--lisa-error-fg);border:1px solid var(--lisa-error-fg)}
.lisa-w-time{display:block;font-size:11px;opacity:.7;margin-top:2px}
.lisa-w-msg[data-sender="user"] .lisa-w-time{opacity:.9}
.lisa-w-typing{align-self:flex-start;background:var(--lisa-bubble);border-radius:14px;padding:10px 12px;display:flex;gap:4px}
.lisa-w-typing span{width:6px;height:6px;border-radius:9999px;background:var(--lisa-muted);animation:lisa-w-bounce 1s infinite}
.lisa-w-typing span:nth-child(2){animation-delay:.15s}.lisa-w-typing span:nth-child(3){animation-delay:.3s}
.lisa-w-agent-typing{align-self:flex-start;display:flex;align-items:center;gap:8px;color:var(--lisa-muted);font-size:12px}
@keyframes lisa-w-bounce{0%,80%,100%{opacity:.3}40%{opacity:1}}
.lisa-w-quick{border:0;margin:0;display:flex;gap:6px;flex-wrap:wrap;padding:0 14px 8px}
.lisa-w-form{display:flex;align-items:flex-end;gap:8px;padding:10px 14px;border-top:1px solid var(--lisa-border)}
.lisa-w-input{flex:1;resize:none;max-height:80px;min-height:38px;border:1px solid var(--lisa-border);border-radius:10px;padding:8px 10px;font:inherit;color:var(--lisa-fg);background:var(--lisa-bg)}
.lisa-w-input:focus{outline:2px solid var(--lisa-accent);outline-offset:-1px}
.lisa-w-send{border:0;background:var(--lisa-accent);color:var(--lisa-on-accent,#fff);border-radius:10px;height:38px;padding:0 12px;cursor:pointer;display:flex;align-items:center}
.lisa-w-send:disabled,.lisa-w-input:disabled{opacity:.5;cursor:not-allowed}
.lisa-w-attach{border:0;background:transparent;color:var(--lisa-muted);border-radius:10px;height:38px;width:34px;padding:0;cursor:pointer;display:flex;align-items:center;justify-content:center}
.lisa-w-attach:hover{color:var(--lisa-link)}.lisa-w-attach:disabled{opacity:.5;cursor:not-allowed}
.lisa-w-files{padding:8px 14px 0;border-top:1px solid var(--lisa-border);font-size:12px}
.lisa-w-files ul{list-style:none;margin:0 0 6px;padding:0}
.lisa-w-file-errors{color:var(--lisa-error-fg)}
.lisa-w-file-list{display:flex;flex-wrap:wrap;gap:6px}
.lisa-w-file{display:flex;align-items:center;gap:4px;background:var(--lisa-bubble);border-radius:9999px;padding:2px 4px 2px 10px}
.lisa-w-file-name{max-width:140px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.lisa-w-file-remove{border:0;background:transparent;color:var(--lisa-muted);cursor:pointer;border-radius:9999px;padding:2px;display:flex}
.lisa-w-upload{display:flex;align-items:center;gap:8px;margin-bottom:6px;color:var(--lisa-muted)}
.lisa-w-upload progress{flex:1;height:6px;accent-color:var(--lisa-accent)}
.lisa-w-sent-files{list-style:none;margin:4px 0 0;padding:0;font-size:12px}
.lisa-md p{margin:0 0 6px}.lisa-md p:last-child{margin-bottom:0}
.lisa-md ul,.lisa-md ol{margin:4px 0;padding-left:18px}
.lisa-md a{color:var(--lisa-link);text-decoration:underline}
.lisa-md code{background:rgba(100,116,139,.15);padding:0 3px;border-radius:4px}
.lisa-md pre{overflow-x:auto}
`;

const STYLE_ID = 'lisa-widget-styles';

/** Adds the widget's stylesheet to a document or shadow root once. */
export function ensureWidgetStyles(root: Document | ShadowRoot): void {
  const container = root instanceof Document ? root.head : root;
  if (container.querySelector(`#${STYLE_ID}`)) return;
  const style = (root instanceof Document ? root : root.ownerDocument).createElement('style');
  style.id = STYLE_ID;
  style.textContent = WIDGET_CSS;
  container.appendChild(style);
}
