import { randomUUID } from 'node:crypto';
import { QA_IMPORT_LIMITS } from '../../../src/shared/api/qa';

interface StoredReport {
  userId: string;
  file: Buffer;
  name: string;
  expiresAt: number;
}

const MAX_REPORTS = 50;

/**
 * The error reports of refused imports, kept in memory for QA_IMPORT_LIMITS.reportMinutes and
 * given back only to who imported. A report is a small xlsx of the bad rows; the oldest go first
 * when many pile up. A restart forgets them (the import can simply be run again).
 */
export class ImportReportStore {
  private readonly reports = new Map<string, StoredReport>();

  constructor(private readonly now: () => number) {}

  keep(userId: string, name: string, file: Buffer): string {
    this.sweep();
    while (this.reports.size >= MAX_REPORTS) {
      const oldest = this.reports.keys().next().value;
      if (oldest === undefined) break;
      this.reports.delete(oldest);
    }
    const id = randomUUID();
    this.reports.set(id, {
      userId,
      name,
      file,
      expiresAt: this.now() + QA_IMPORT_LIMITS.reportMinutes * 60_000,
    });
    return id;
  }

  take(userId: string, id: string): { name: string; file: Buffer } | null {
    this.sweep();
    const report = this.reports.get(id);
    return report && report.userId === userId ? report : null;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, report] of this.reports) if (report.expiresAt <= now) this.reports.delete(id);
  }
}
