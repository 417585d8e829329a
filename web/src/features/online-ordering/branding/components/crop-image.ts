import type { Area } from 'react-easy-crop';

/**
 * Draws the chosen area of the picture into a canvas at most `maxWidth` wide and encodes it as the source's type
 * (PNG stays PNG with its transparency, anything else becomes JPEG): what the upload sends, already at the aspect.
 */
export async function cropToBlob(src: string, area: Area, maxWidth: number, type: 'image/png' | 'image/jpeg') {
  const image = new Image();
  image.src = src;
  await image.decode();
  const scale = Math.min(1, maxWidth / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the crop could not be encoded'))), type, 0.9),
  );
}
