import { readFileSync } from 'node:fs';
import * as pdf from '/work/main/e2e/support/pdf.ts';
const fn = (pdf as any).pdfText;
console.log(await fn(readFileSync('/tmp/tour/ticket.pdf')));
