// DATA_DIR holds password and key hashes, internal ids and HMAC secrets: only the service's own user may enter it.
import { chmod, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Logger } from './log.ts';

/**
 * Creates `dir` with mode 0700, or narrows an existing one of ours that group or others may enter (with a warning:
 * its files may have been readable until now). A directory of another user is left as it is, with a warning.
 * The files inside get 0600 from the process umask (main.ts, cli/main.ts).
 */
export async function ensurePrivateDir(dir: string, log: Logger): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const { mode, uid } = await stat(dir);
  if ((mode & 0o077) === 0) return;
  const was = (mode & 0o777).toString(8);
  if (process.getuid && uid !== process.getuid()) {
    log.warn('DATA_DIR is open to group or others and belongs to another user; left as it is', { dataDir: dir, mode: was });
    return;
  }
  try {
    await chmod(dir, 0o700);
    log.warn('DATA_DIR was open to group or others; narrowed to 0700', { dataDir: dir, was });
  } catch (error) {
    log.warn('DATA_DIR is open to group or others and could not be narrowed to 0700', { dataDir: dir, mode: was, error });
  }
}

/** Where a running service tells the CLI (and only it) its admin listener: URL, token and pid. */
export const adminFile = (config: Config) => path.join(config.dataDir, 'admin.json');
/** The admin token alone, for a scraper's credentials file (Prometheus `authorization.credentials_file`). */
export const adminTokenFile = (config: Config) => path.join(config.dataDir, 'admin.token');
