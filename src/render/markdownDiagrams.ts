// Pure: the markdown-it plugin that draws ```sgf and ```goban fenced blocks as static SVG diagrams (no script: the
// preview's CSP stays strict). Used by the Markdown preview (extendMarkdownIt) and the notebook Markdown renderer.
import { fail, ok, parseDiagramSpec, type DiagramSpec, type Parsed } from './diagramSpec';
import { isSlDiagram, readSlDiagram, type SlDiagram } from './slDiagramText';
import { diagramOfSgf, diagramOfTypedBoard } from './sgfDiagram';
import { svgDiagram } from './svgDiagram';
import { escapeXml } from './xml';

/** The part of a markdown-it fence token the plugin reads (`map`: its first and last source line). */
interface FenceToken {
  readonly info: string;
  readonly content: string;
  readonly map?: readonly [number, number] | null;
}

/** The markdown-it render rules the plugin touches: `fence` (tokens, index, options, env, renderer). */
interface RenderRules {
  // A method signature, so that markdown-it's own rules (typed with its Token, Options and Renderer) fit.
  fence?(tokens: FenceToken[], index: number, options: unknown, env: unknown, self: unknown): string;
}

/** The part of a markdown-it instance the plugin touches. */
export interface MarkdownItLike {
  readonly renderer: { rules: RenderRules };
}

/** The fence languages drawn as boards: a whole SGF, or a typed board (string-array rows, exercism style). */
const LANGUAGES = new Set(['sgf', 'goban']);

/** Adds the diagram fences to `md` (other fences render as before) and returns it. */
export function gobanMarkdownPlugin<T extends MarkdownItLike>(md: T): T {
  const fallback = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, index, options, env, self) => {
    const token = tokens[index];
    const [language = '', ...words] = token.info.trim().split(/\s+/);
    if (!LANGUAGES.has(language.toLowerCase())) return fallback?.(tokens, index, options, env, self) ?? '';
    const html = diagramHtml(language.toLowerCase(), words.join(' '), token.content);
    // The preview's scroll sync and double-click-to-source find blocks by `code-line` and `data-line`.
    if (html.ok)
      return typeof token.map?.[0] === 'number'
        ? html.html.replace('<div class="goban-diagram-block">', `<div class="goban-diagram-block code-line" data-line="${token.map[0]}">`)
        : html.html;
    return `<div class="goban-diagram-error" data-goban-diagram-error="">${escapeXml(`Goban: ${html.error}`)}</div>\n${fallback?.(tokens, index, options, env, self) ?? ''}`;
  };
  return md;
}

/** A `$$` diagram in a ```goban block (its own edges crop it: only `coordinates=` applies). */
function slDiagramOf(content: string, spec: DiagramSpec): Parsed<SlDiagram> {
  if (spec.game !== undefined || spec.move !== undefined || spec.numbers !== undefined || spec.crop !== undefined) {
    return fail('a $$ diagram takes only coordinates= (its edges say which part of the board it shows)');
  }
  return readSlDiagram(content);
}

/** The HTML of one diagram fence, or why it cannot be drawn; never throws. */
export function diagramHtml(language: string, info: string, content: string): { ok: true; html: string } | { ok: false; error: string } {
  try {
    const spec = parseDiagramSpec(info);
    if (!spec.ok) return spec;
    const sl = language === 'goban' && isSlDiagram(content) ? slDiagramOf(content, spec.value) : null;
    if (sl !== null && !sl.ok) return sl;
    const diagram =
      sl !== null && sl.ok ? ok(sl.value.diagram) : language === 'sgf' ? diagramOfSgf(content, spec.value) : diagramOfTypedBoard(content, spec.value);
    if (!diagram.ok) return diagram;
    const coordinates = spec.value.coordinates ?? (sl?.ok === true ? sl.value.coordinates : true);
    const title = sl?.ok === true && sl.value.title !== '' ? `<p class="goban-diagram-title">${escapeXml(sl.value.title)}</p>` : '';
    return { ok: true, html: `<div class="goban-diagram-block">${title}${svgDiagram(diagram.value, { coordinates })}</div>\n` };
  } catch (e) {
    return { ok: false, error: `cannot draw this block: ${e instanceof Error ? e.message : String(e)}` };
  }
}
