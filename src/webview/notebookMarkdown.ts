// Notebook Markdown cells: extends VS Code's built-in markdown-it renderer (vscode.markdown-it-renderer) with the same
// ```sgf / ```goban diagrams as the Markdown preview. Loaded by the notebook's renderer host, not by the board webview.
import { gobanMarkdownPlugin, type MarkdownItLike } from '../render/markdownDiagrams';

/** What the notebook renderer host gives a renderer extension. */
interface RendererContext {
  getRenderer(id: string): Promise<{ extendMarkdownIt(extend: (md: MarkdownItLike) => void): void } | undefined>;
}

/** Called by the notebook renderer host: hooks the diagram fences into the Markdown cell renderer. */
export async function activate(context: RendererContext): Promise<void> {
  const markdown = await context.getRenderer('vscode.markdown-it-renderer');
  if (markdown === undefined) throw new Error('Goban: the built-in Markdown cell renderer is not available');
  markdown.extendMarkdownIt((md) => gobanMarkdownPlugin(md));
}
