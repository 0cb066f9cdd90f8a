// Worker entry when the service runs from TypeScript sources (tests, `npm run admin`): registers tsx in the worker
// thread, then hands each task to the real task file. The compiled build (npm start) loads dist/workers/*.js directly.
// CommonJS without top-level await on purpose: piscina first tries require() on a task file, and Node 20's require()
// of an ES module with top-level await can abort the whole process (a fatal V8 error) instead of throwing.
const { workerData } = require('node:worker_threads');

let task;

module.exports = function runTask(input) {
  task ??= import('tsx/esm/api').then(({ register }) => {
    register();
    return import(workerData.taskFile);
  });
  return task.then((module) => module.default(input));
};
