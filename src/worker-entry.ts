// Where piscina finds a task file: the compiled JavaScript in the build, or a tsx bootstrap when running from sources.
import { fileURLToPath } from 'node:url';

export function workerEntry(task: string): { filename: string; workerData?: { taskFile: string } } {
  const fromSource = import.meta.url.endsWith('.ts');
  const taskFile = new URL(`../workers/${task}.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  if (!fromSource) return { filename: fileURLToPath(taskFile) };
  return {
    filename: fileURLToPath(new URL('../workers/source-bootstrap.cjs', import.meta.url)),
    workerData: { taskFile: taskFile.href },
  };
}
