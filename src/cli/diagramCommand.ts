// `goban diagram FILE.sgf`: the diagram itself on stdout — SVG text or a Sensei's Library `$$` diagram.
import { asciiDiagram, ASCII_MAX_NUMBERED_MOVES } from '../render/asciiDiagram';
import { parseNumbers, type DiagramSpec } from '../render/diagramSpec';
import { diagramsOfCollection } from '../render/sgfDiagram';
import { PRINT_PALETTE, svgDiagram, WOOD_PALETTE } from '../render/svgDiagram';
import { checkOptions, intOption, type ParsedArgs } from './args';
import type { CommandResult } from './commands';
import { InputError, UsageError } from './errors';
import { loadSgf } from './sgfInput';

/**
 * `goban diagram FILE [--game N] [--move N] [--numbers A-B] [--crop X1,Y1-X2,Y2|A1-K10] [--format svg|ascii]
 * [--colors wood|print] [--coordinates on|off]`: the position after move N of the main line (default: its end).
 * ASCII numbers at most 10 moves per diagram, so a longer range prints one diagram per 10 moves.
 */
export function diagramCommand(args: ParsedArgs): CommandResult {
  checkOptions(args, ['game', 'move', 'numbers', 'crop', 'format', 'colors', 'coordinates']);
  const format = args.options.get('format') ?? 'svg';
  if (format !== 'svg' && format !== 'ascii') throw new UsageError(`--format must be svg or ascii, not "${format}"`);
  const colors = args.options.get('colors') ?? 'wood';
  if (colors !== 'wood' && colors !== 'print') throw new UsageError(`--colors must be wood or print, not "${colors}"`);
  const coordinatesText = args.options.get('coordinates') ?? (format === 'svg' ? 'on' : 'off');
  if (coordinatesText !== 'on' && coordinatesText !== 'off') throw new UsageError(`--coordinates must be on or off, not "${coordinatesText}"`);
  const numbersText = args.options.get('numbers');
  const numbers = numbersText === undefined ? undefined : parseNumbers(numbersText);
  if (numbers === null) throw new UsageError(`--numbers takes a move range such as 31-42, not "${numbersText}"`);
  const spec: DiagramSpec = {
    game: intOption(args, 'game', 0),
    move: args.options.has('move') ? intOption(args, 'move', 0) : undefined,
    numbers,
    crop: args.options.get('crop'),
  };
  const loaded = loadSgf(args);
  const diagrams = diagramsOfCollection(loaded.collection, spec, format === 'ascii' ? ASCII_MAX_NUMBERED_MOVES : Infinity);
  // The renderer names its options as Markdown writes them (`move=31`); here they were typed as `--move 31`.
  if (!diagrams.ok)
    throw new InputError(diagrams.error.replace(/^(move|numbers|game|crop)=(\S*)/, (_, name: string, value: string) => `--${name}${value ? ` ${value}` : ''}`));
  const coordinates = coordinatesText === 'on';
  const text =
    format === 'svg'
      ? svgDiagram(diagrams.value[0], { coordinates, palette: colors === 'print' ? PRINT_PALETTE : WOOD_PALETTE })
      : diagrams.value.map((diagram) => asciiDiagram(diagram, { coordinates })).join('\n');
  return { json: null, text, exitCode: 0 };
}
