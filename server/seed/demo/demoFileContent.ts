import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { UploadedFile } from '../../storage/prepareDocument.ts';
import type { DemoFile } from './types.ts';

/** Characters the standard PDF fonts (WinAnsi) can draw; others become '?'. */
const winAnsi = (text: string) => text.replace(/[^\u0020-\u00ff–—‘’“”€]/g, '?');

/** A one-page PDF: the title and the lines, dated `date` (fixed metadata, so the bytes are the same each time). */
async function pdf(file: DemoFile, date: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const at = new Date(`${date}T00:00:00Z`);
  doc.setTitle(winAnsi(file.title));
  doc.setProducer('Tabula');
  doc.setCreator('Tabula demo data');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText(winAnsi(file.title), { x: 50, y: 780, size: 16, font: bold });
  file.lines.forEach((line, i) => page.drawText(winAnsi(line), { x: 50, y: 740 - i * 20, size: 11, font }));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The uploaded file of a demo document: a text file, or a PDF laid out from its lines. */
export async function demoFileContent(file: DemoFile, date: string): Promise<UploadedFile> {
  if (file.kind === 'pdf') return { fileName: file.fileName, content: await pdf(file, date), mimeType: 'application/pdf' };
  return { fileName: file.fileName, content: Buffer.from(`${file.title}\n\n${file.lines.join('\n')}\n`, 'utf8'), mimeType: 'text/plain' };
}
