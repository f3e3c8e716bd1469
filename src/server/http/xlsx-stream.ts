import type { EventEmitter } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { logger } from '../runtime/logger';

// A spreadsheet written while it is sent: exceljs's streaming writer into a stream the response (or a zip) reads, each
// row committed as it is added, so a workbook of a million lines holds a batch of rows, never a sheet. Styles are kept
// (number formats, bold headers and totals); shared strings are not (their table would grow with the rows). A sheet
// past Excel's row limit goes on in the next sheet, `name (2)`, `name (3)`…, its header repeated.

/** Rows of one Excel sheet, the header included (Excel's own limit; a test passes a lower one). */
export const EXCEL_MAX_ROWS = 1_048_576;
/** Sheet XML that may wait for the zip's compression before the writer waits for its reader. */
const BACKLOG_BYTES = 1024 * 1024;

export interface XlsxColumn {
  header: string;
  width: number;
  numFmt?: string;
}

export interface SheetLook {
  /** The header row stays in view while scrolling. */
  freeze?: boolean;
  /** Header texts centred. */
  center?: boolean;
}

type Cell = string | number;

/** The reader went away (the stream was destroyed): the writer stops reading data. */
class ReaderGone extends Error {}

/**
 * Where a sheet's XML waits to be compressed. exceljs 4.4 hands it to the zip through a pass-through and ignores that
 * stream's backpressure (its StreamBuf drops write()'s answer), so without a look at that pass-through — the first
 * pipe of the sheet's stream — a fast query would pile a sheet up in memory ahead of a slow reader.
 */
function backlogOf(sheet: ExcelJS.Worksheet) {
  const pipe = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as
    (EventEmitter & { writableLength?: number; _writableState?: { length: number } }) | undefined;
  if (!pipe) return undefined;
  return { stream: pipe, bytes: () => pipe.writableLength ?? pipe._writableState?.length ?? 0 };
}

/** One sheet of the workbook, continued on further sheets past the row limit. */
export class XlsxSheet {
  private sheet: ExcelJS.Worksheet | null = null;
  private rows = 0;
  private part = 0;
  /**
   * One style object per column, given to every plain cell of it: exceljs files a cell's style by the object (a
   * WeakMap), so a shared object is looked up once, where each cell's own copy cost more than the rest of its writing.
   */
  private readonly styles: Partial<ExcelJS.Style>[];

  constructor(
    private readonly book: ExcelJS.stream.xlsx.WorkbookWriter,
    private readonly out: Readable,
    private readonly name: string,
    private readonly columns: readonly XlsxColumn[],
    private readonly look: SheetLook,
    private readonly rowLimit: number,
  ) {
    this.styles = columns.map((c) => (c.numFmt ? { numFmt: c.numFmt } : {}));
  }

  private open(): ExcelJS.Worksheet {
    this.sheet?.commit();
    this.part += 1;
    const sheet = this.book.addWorksheet(this.part === 1 ? this.name : `${this.name} (${this.part})`, {
      views: this.look.freeze ? [{ state: 'frozen', ySplit: 1 }] : [],
    });
    sheet.columns = this.columns.map((c, k) => ({ header: c.header, width: c.width, style: this.styles[k] }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    if (this.look.center) header.alignment = { horizontal: 'center' };
    header.commit();
    this.rows = 1;
    this.sheet = sheet;
    return sheet;
  }

  /** Adds and commits a row; `dress` styles it first (a bold totals row, a red cell: those cells keep their own style). */
  add(values: readonly Cell[], dress?: (row: ExcelJS.Row) => void): void {
    const sheet = !this.sheet || this.rows >= this.rowLimit ? this.open() : this.sheet;
    const row = sheet.addRow([...values]);
    if (dress) dress(row);
    else for (let k = 0; k < values.length; k++) row.getCell(k + 1).style = this.styles[k] ?? {};
    row.commit();
    this.rows += 1;
  }

  /** Waits until the rows added so far are on their way to the reader (call it after each batch). */
  async paced(): Promise<void> {
    if (!this.sheet) return;
    const backlog = backlogOf(this.sheet);
    // Loud, not unpaced: an exceljs that moved the pass-through fails every export test instead of piling up files.
    if (!backlog) throw new Error('xlsx-stream: no pass-through behind the sheet to pace by (has exceljs changed?)');
    while (backlog.bytes() > BACKLOG_BYTES && !this.out.destroyed) {
      await new Promise<void>((resolve) => {
        const done = () => {
          backlog.stream.off('drain', done);
          this.out.off('close', done);
          resolve();
        };
        backlog.stream.once('drain', done);
        this.out.once('close', done);
      });
    }
    if (this.out.destroyed) throw new ReaderGone();
  }

  /** Ends the sheet (an empty one still has its header). */
  end(): void {
    (this.sheet ?? this.open()).commit();
  }
}

export interface XlsxBook {
  /** Starts a sheet; a workbook writes its sheets one after the other (end one before starting the next). */
  sheet(name: string, columns: readonly XlsxColumn[], look?: SheetLook): XlsxSheet;
}

/**
 * The workbook `write` fills, as a stream that starts at once. A failure part-way destroys the stream with the error
 * (the client's download breaks off: nothing else can be said once bytes are out); a reader that goes away stops it.
 */
/** Document properties a workbook may carry (File → Info): who made it, when, what it holds. */
export interface XlsxProperties {
  creator?: string;
  created?: Date;
  title?: string;
  subject?: string;
  description?: string;
}

export function streamedXlsx(
  write: (book: XlsxBook) => Promise<void>,
  rowLimit = EXCEL_MAX_ROWS,
  properties: XlsxProperties = {},
): Readable {
  const out = new PassThrough();
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    creator: '파트너 포털',
    created: new Date(0),
  } as Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>);
  // The writer writes its core properties (docProps/core.xml) from its own fields.
  Object.assign(writer, { lastModifiedBy: properties.creator, ...properties });
  const zip = (writer as unknown as { zip?: EventEmitter }).zip;
  const fail = (err: unknown) => {
    if (out.destroyed || err instanceof ReaderGone) return;
    logger.error({ err }, 'xlsx export failed');
    out.destroy(err as Error);
  };
  zip?.on('error', fail);
  const book: XlsxBook = { sheet: (name, columns, look = {}) => new XlsxSheet(writer, out, name, columns, look, rowLimit) };
  write(book)
    .then(() => (out.destroyed ? undefined : writer.commit()))
    .catch(fail);
  return out;
}
