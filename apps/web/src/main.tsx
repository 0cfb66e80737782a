import './app.css';
import { afterFirstPaint } from './lib/after-first-paint.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page built into the HTML is painted before the app's code (React, the router, the
// page's sections) is evaluated: running it first would hold that paint back by the
// whole start-up. Its chunks are fetched from here on (the shell preloads them instead).
const prerendered = root.dataset.prerendered !== undefined;
if (prerendered) await afterFirstPaint();
const { startApp } = await import('./start-app.tsx');
// Evaluating the app's modules is one task; starting it is the next. An empty shell has
// nothing on screen yet, so it starts at once.
if (prerendered) await yieldToBrowser();
await startApp(root);
