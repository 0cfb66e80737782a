// Styles for the widget's shadow root as constructed stylesheets: CSSOM, not a <style>
// element, so a host page whose CSP allows no inline styles (style-src without
// 'unsafe-inline') still shows the widget. Browsers without adoptedStyleSheets get <style>.
export function adoptCss(shadow: ShadowRoot, css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = css;
    shadow.appendChild(style);
  }
}
