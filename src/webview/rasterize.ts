// Draws an SVG text as a PNG in the webview's canvas (the host has no canvas): Export Board as PNG.
import type { RasterizedReply, RasterizeRequest } from '../shared/protocol';

/** Answers `request` with the PNG's bytes in base64, or with why it could not be drawn; never throws. */
export async function rasterize(request: RasterizeRequest): Promise<RasterizedReply> {
  try {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(request.svg)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = request.width;
    canvas.height = request.height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2D canvas');
    context.drawImage(image, 0, 0, request.width, request.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (blob === null) throw new Error('the canvas gave no PNG');
    return { type: 'rasterized', inReplyTo: request.requestId, png: base64(new Uint8Array(await blob.arrayBuffer())) };
  } catch (error) {
    return { type: 'rasterized', inReplyTo: request.requestId, error: error instanceof Error ? error.message : String(error) };
  }
}

function base64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
