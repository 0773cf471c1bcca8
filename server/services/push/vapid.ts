import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { ownerOnlyModes } from '../../data-dir.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const stored = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/** Where the server's VAPID key pair lives: DATA_DIR/push/vapid.json, owner-only like the rest of DATA_DIR. */
export function vapidFile(dataDir: string): string {
  return path.join(dataDir, 'push', 'vapid.json');
}

/**
 * The VAPID key pair, made at first start and kept: every subscription a browser holds is bound to the public key,
 * so a new pair would silently end them all. Created with 'wx' so two processes starting at once keep one pair
 * (the loser reads the winner's file).
 */
export async function loadVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = vapidFile(dataDir);
  const existing = await readKeys(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true, mode: ownerOnlyModes.dir });
  const keys = webpush.generateVAPIDKeys();
  try {
    await writeFile(file, JSON.stringify(keys), { flag: 'wx', mode: ownerOnlyModes.file });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = await readKeys(file);
    if (!theirs) throw new Error(`${file} exists but holds no VAPID keys`, { cause: error });
    return theirs;
  }
}

async function readKeys(file: string): Promise<VapidKeys | null> {
  try {
    return stored.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
