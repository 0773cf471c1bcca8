import { parentPort } from 'node:worker_threads';
import { renderLabel, type LabelInput } from './render-label.ts';

/**
 * The label renderer's thread (label-renderer.ts): pdf-lib and fontkit take about 170 ms of CPU per label, which on
 * the server's own thread held every other request back for that long.
 */
parentPort!.on('message', (message: { id: number; input: LabelInput }) => {
  renderLabel(message.input).then(
    (label) => parentPort!.postMessage({ id: message.id, label }),
    (error: unknown) => parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
