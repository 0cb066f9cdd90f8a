// Worker entry when the service runs from TypeScript sources (tests, `npm run admin`): registers tsx in the worker
// thread, then hands piscina the real task file. The compiled build (npm start) loads dist/workers/*.js directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const task = await import(workerData.taskFile);
export default task.default;
