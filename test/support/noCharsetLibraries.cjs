// Preloaded by a CLI test (`node --require`): loading iconv-lite or jschardet fails, so a run that needs neither proves it
// never loaded them.
const Module = require('node:module');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (request === 'iconv-lite' || request === 'jschardet' || request.startsWith('jschardet/')) throw new Error(`${request} was loaded`);
  return load.call(this, request, ...rest);
};
