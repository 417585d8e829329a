import fs from 'node:fs';
import path from 'node:path';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes DATA_DIR/server.lock with O_EXCL so a second server process cannot open the same embedded database
 * (PGlite is single-process and would corrupt it). A lock left by a dead process is taken over.
 * Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      // Our own pid means another createDb in this process holds it: that is a second opener too.
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another server process (pid ${pid}). ` +
            'Stop it, or set DATA_DIR to another directory, or use DATABASE_URL for several processes.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
