// Preloaded by a CLI test (`node --require`): loading the CLI's second bundle (dist/cliCommands.js) fails, so a run that
// succeeds proves it never loaded the engine, the estimator and the renderer.
const Module = require('node:module');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (request.endsWith('/cliCommands.js')) throw new Error(`${request} was loaded`);
  return load.call(this, request, ...rest);
};
