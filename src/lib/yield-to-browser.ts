/**
 * Ends the current task and resumes in a new one, ahead of timers (`scheduler.yield`, else a MessageChannel
 * message): input and paint can run between two pieces of start-up work, so neither piece is a long task.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
