/**
 * Ends the current task and resumes in a new one, ahead of timers (`scheduler.yield`, else a MessageChannel
 * message): input and paint can run between two pieces of start-up work, so neither piece is a long task.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    // Closed once used: an open port keeps Node's event loop alive (the build's prerender of /quote never exited).
    channel.port1.onmessage = () => {
      channel.port1.close();
      channel.port2.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
