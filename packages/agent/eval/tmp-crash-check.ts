import { createLisaEngine } from './lisa-engine.ts';
const lisa = createLisaEngine();
let bad = 0;
for (let i = 0; i < 200; i++) {
  const message = `Which channels does Lisa support? #${i}`;
  try {
    await lisa.ask(message);
  } catch (e) { bad++; console.log(i, (e as Error).stack?.slice(0, 800)); }
}
console.log('bad', bad);
