/**
 * Ends the current task and resumes in a new one, so the browser can handle input and
 * paint in between. A message channel rather than a timer: timers are clamped in
 * background tabs and stopped by fake clocks, messages are not.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
