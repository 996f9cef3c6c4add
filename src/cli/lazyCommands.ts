// The commands that replay, score or draw: they need the rules engine, the estimator or the renderer, so the build
// makes them a bundle of their own (dist/cliCommands.js), which the CLI loads only when one of them runs.
export { checkCommand, replayCommand, scoreCommand, territoriesCommand, territoryCommand } from './commands';
export { diagramCommand } from './diagramCommand';
export { problemsCommand } from './problemsCommand';
