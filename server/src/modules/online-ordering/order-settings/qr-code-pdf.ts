import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** Letter size in PDF points; the code is 4 inches wide, centred under the heading. */
const PAGE = { width: 612, height: 792 };
const QR_SIZE = 288;

/**
 * The dine-in QR codes as one PDF, one page per table: the store's name, the table's label and a QR code of the
 * table's ordering URL (spec 3 §7.2 createDineInQrCodePdf).
 */
export async function qrCodePdf(siteName: string, tables: readonly { label: string; url: string }[]): Promise<Buffer> {
  const images = await Promise.all(
    tables.map((t) => QRCode.toBuffer(t.url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 600 })),
  );
  const doc = new PDFDocument({ size: 'LETTER', autoFirstPage: false, info: { Title: `${siteName} QR codes` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  tables.forEach((table, i) => {
    doc.addPage();
    doc.fontSize(24).text(siteName, 72, 96, { width: PAGE.width - 144, align: 'center' });
    doc.fontSize(36).text(table.label, 72, 140, { width: PAGE.width - 144, align: 'center' });
    doc.image(images[i]!, (PAGE.width - QR_SIZE) / 2, 220, { width: QR_SIZE, height: QR_SIZE });
    doc.fontSize(14).text('Scan to order and pay', 72, 230 + QR_SIZE, { width: PAGE.width - 144, align: 'center' });
  });
  doc.end();
  return done;
}
